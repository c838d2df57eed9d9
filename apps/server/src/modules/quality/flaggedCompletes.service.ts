import { flaggedCompletes } from '@survey/domain/quality/flaggedCompletes';
import type { QualityResponse } from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { accountSurveyIds, ownSurveyIds } from '../projects/surveys.service.ts';
import { otherSurveyCounts, surveyQualityRows } from './completeQuality.store.ts';
import { excludedSessionIds } from './quality.queries.ts';

/**
 * The survey's flagged completes (issue 26 §3), worked out now from what each complete stored:
 * speeders against today's median, duplicates between completes and across the account's
 * surveys. Three indexed reads after the ownership check; another account's survey is a 404.
 */
export async function surveyQuality(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<QualityResponse> {
  const owned = await ownSurveyIds(ctx, viewer, [surveyId]);
  if (!owned.has(surveyId)) throw notFound('Survey');
  const [rows, excluded, accountSurveys] = await Promise.all([
    surveyQualityRows(ctx.db, surveyId),
    excludedSessionIds(ctx.db, surveyId),
    accountSurveyIds(ctx, viewer.accountId),
  ]);
  const others = await otherSurveyCounts(ctx.db, surveyId, accountSurveys);
  const list = flaggedCompletes(
    rows.map((row) => ({
      sessionId: row.sessionId,
      respondentId: row.respondentId,
      completedAt: row.completedAt.toISOString(),
      lengthMs: row.lengthMs,
      flags: row.flags,
      fingerprint: row.fingerprint,
      texts: row.textHashes,
      otherSurveys: others.get(row.sessionId) ?? 0,
      excluded: excluded.has(row.sessionId),
    })),
  );
  return {
    surveyId,
    medianSeconds: list.medianMs === null ? null : Math.round(list.medianMs / 1000),
    flagged: list.flagged,
    excludedCount: excluded.size,
  };
}
