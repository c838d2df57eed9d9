import type { QualityReason } from '@survey/domain/results/analysisContract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { completedSessionIds } from '../respondent/respondent.service.ts';
import { flaggedWithReasons } from './flaggedCompletes.service.ts';
import { notCompletesOfSurvey } from './quality.errors.ts';
import type { ExclusionInput } from './quality.schemas.ts';
import { deleteExclusions, insertExclusions, selectExcludedIds } from './quality.store.ts';
import {
  afterReplacementsChanged,
  cancelReplacements,
  replaceExcluded,
  replacementsPossible,
  type ReplacementCtx,
} from './replacements.service.ts';

export interface QualityCtx extends Tracking, ReplacementCtx {
  db: Db;
  clock: Clock;
  /** Told after a survey's exclusions changed (the results cache refreshes its population). */
  exclusionsChanged: (surveyId: string) => void;
}

export interface ExclusionResult {
  surveyId: string;
  /** Completes of the survey excluded after the change. */
  excludedCount: number;
}

/**
 * Excludes completes of the viewer's survey from analysis, or includes them again
 * (`excluded: false`). Another account's or an unknown survey: 404. Any id that is not a
 * complete of this survey: 400 and nothing changes. Repeating a call changes nothing more.
 */
export async function setExclusions(
  ctx: QualityCtx,
  viewer: Viewer,
  input: ExclusionInput,
): Promise<ExclusionResult> {
  await requireOwnSurvey(ctx, viewer, input.surveyId);
  const { surveyId } = input;
  // The list as it is now (worked out in PostgreSQL): the included completes of a reason, and
  // the reasons each newly excluded complete is owed by, read only when needed.
  const mayOwe = input.excluded && (await replacementsPossible(ctx, surveyId));
  let ids: string[];
  let reasonsOf = new Map<string, QualityReason[]>();
  if ('reason' in input) {
    const flagged = await flaggedWithReasons(ctx, viewer, surveyId, { reason: input.reason });
    ids = flagged.map((c) => c.sessionId);
    if (mayOwe) reasonsOf = new Map(flagged.map((c) => [c.sessionId, c.reasons]));
  } else {
    ids = [...new Set(input.sessionIds.map((id) => id.toLowerCase()))];
    const completes = await completedSessionIds(ctx, surveyId, ids);
    const unknown = ids.filter((id) => !completes.has(id));
    if (unknown.length > 0) throw notCompletesOfSurvey(unknown);
    if (mayOwe) {
      const flagged = await flaggedWithReasons(ctx, viewer, surveyId, { sessionIds: ids });
      reasonsOf = new Map(flagged.map((c) => [c.sessionId, c.reasons]));
    }
  }
  const replacementsChanged = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    if (input.excluded) {
      const before = new Set(mayOwe ? await selectExcludedIds(tx, surveyId) : []);
      const newly = mayOwe ? ids.filter((id) => !before.has(id)) : [];
      await insertExclusions(tx, {
        surveyId,
        sessionIds: ids,
        userId: viewer.userId,
        at: ctx.clock(),
      });
      const excluded = newly.map((sessionId) => ({
        sessionId,
        reasons: reasonsOf.get(sessionId) ?? [],
      }));
      return replaceExcluded(inTx, surveyId, excluded);
    }
    await deleteExclusions(tx, surveyId, ids);
    return cancelReplacements(inTx, surveyId, ids);
  });
  if (replacementsChanged) await afterReplacementsChanged(ctx, surveyId);
  ctx.exclusionsChanged(input.surveyId);
  const event = input.excluded ? 'Excluded Respondents' : 'Included Respondents';
  ctx.analytics.track(event, viewer, { surveyId: input.surveyId, respondents: ids.length });
  const excluded = await selectExcludedIds(ctx.db, input.surveyId);
  return { surveyId: input.surveyId, excludedCount: excluded.length };
}
