import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  moveSurveyState,
  requireOwnSurvey,
  type SurveyRow,
  type SurveyStateValue,
} from '../projects/surveys.service.ts';
import { lockedOrderStatus } from './orders.service.ts';
import { trackSurveyMove } from './orderEvents.ts';
import { emitSurveyMove } from '../webhooks/webhookEvents.service.ts';

type Ctx = { db: Executor; clock: Clock };

/**
 * A researcher moves a survey to `state`: pause, unpause or end, each after its order moved (the
 * lifecycle table in packages/domain/src/projects/surveyStates.ts). Anything else, or a move
 * whose order is not there yet, is INVALID_STATE_TRANSITION and changes nothing; asking for the
 * current state changes nothing. Pause records when; any other state clears it.
 */
export async function updateSurvey(
  ctx: Ctx & Tracking,
  viewer: Viewer,
  input: { surveyId: string; state: SurveyStateValue },
): Promise<SurveyRow> {
  const { from, moved } = await ctx.db.transaction(async (tx) => {
    const survey = await requireOwnSurvey({ db: tx }, viewer, input.surveyId, { lock: true });
    const orderStatus = await lockedOrderStatus({ db: tx }, input.surveyId);
    const row = await moveSurveyState(
      { db: tx, clock: ctx.clock, announce: emitSurveyMove },
      input.surveyId,
      input.state,
      {
        actor: 'user',
        orderStatus,
      },
    );
    return { from: survey.state, moved: row };
  });
  trackSurveyMove(ctx.analytics, viewer, from, moved);
  return moved;
}
