import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAppError } from '../../lib/errors.ts';
import { lockSurvey, moveSurveyState } from '../projects/surveys.service.ts';
import { moveOrder } from './orders.service.ts';
import { findOrder, scheduledOrdersDue } from './orders.store.ts';
import { emitSurveyMove } from '../webhooks/webhookEvents.service.ts';

type Ctx = { db: Executor; clock: Clock };

/** pg-boss queue of scheduled starts: one job at each start date, and a sweep as a safety net. */
export const START_SCHEDULED_QUEUE = 'start-scheduled-surveys';
/** The sweep runs every 5 minutes (UTC), so a start whose job was lost waits at most that long. */
export const START_SCHEDULED_CRON = '*/5 * * * *';

/**
 * Starts one scheduled survey if its start has come: its order Scheduled -> Live (its supplier
 * orders follow), then the survey scheduled -> live, through the lifecycle table, re-checked under
 * the survey's lock (ended meanwhile, or its date moved: nothing happens). True when started.
 */
async function startScheduledSurvey(ctx: Ctx, surveyId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { db: tx, clock: ctx.clock };
    const survey = await lockSurvey(inTx, surveyId);
    const order = survey && (await findOrder(tx, surveyId, { forUpdate: true }));
    const now = ctx.clock();
    if (!survey || !order || order.status !== 'Scheduled') return false;
    if (!order.startsAt || order.startsAt > now) return false;
    const moved = await moveOrder(inTx, order, 'Live', {
      actor: 'system',
      surveyState: survey.state,
    });
    await moveSurveyState({ ...inTx, announce: emitSurveyMove }, surveyId, 'live', {
      actor: 'system',
      orderStatus: moved.status,
    });
    return true;
  });
}

/**
 * The job's work: starts every scheduled survey whose start time has come, one transaction each.
 * One the lifecycle table refuses is reported in `refused` and tried again at the next sweep.
 */
export async function startDueSurveys(
  ctx: Ctx,
): Promise<{ started: string[]; refused: { surveyId: string; message: string }[] }> {
  const started: string[] = [];
  const refused: { surveyId: string; message: string }[] = [];
  for (const surveyId of await scheduledOrdersDue(ctx.db, ctx.clock())) {
    try {
      if (await startScheduledSurvey(ctx, surveyId)) started.push(surveyId);
    } catch (error) {
      if (!isAppError(error)) throw error;
      refused.push({ surveyId, message: error.message });
    }
  }
  return { started, refused };
}
