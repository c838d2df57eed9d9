import { flaggedCompletes } from '@survey/domain/quality/flaggedCompletes';
import type { QualityList } from '@survey/domain/quality/flaggedCompletes';
import {
  QUALITY_REASONS,
  type QualityReason,
  type QualityResponse,
} from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { accountSurveyIds, ownSurveyIds } from '../projects/surveys.service.ts';
import { otherSurveyCounts, surveyQualityRows } from './completeQuality.store.ts';
import { excludedSessionIds } from './quality.queries.ts';

/**
 * The survey's flagged completes (issue 26 §3), worked out now from what each complete stored:
 * speeders against today's median, duplicates between completes and across the account's
 * surveys. Three indexed reads; the caller has checked the survey is the viewer's.
 */
export async function flaggedList(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<QualityList & { excluded: ReadonlySet<string> }> {
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
  return { ...list, excluded };
}

/** Included completes of the list flagged with `reason`. */
export function includedWith(list: QualityList, reason: QualityReason): string[] {
  return list.flagged
    .filter((c) => !c.excluded && c.flags.some((f) => f.reason === reason))
    .map((c) => c.sessionId);
}

/**
 * One page of the survey's flagged completes, with the list's size and, per reason, how many
 * included completes it flags. Another account's or an unknown survey is a 404.
 */
export async function surveyQuality(
  ctx: { db: Executor },
  viewer: Viewer,
  input: { surveyId: string; offset: number; limit: number },
): Promise<QualityResponse> {
  const { surveyId, offset, limit } = input;
  const owned = await ownSurveyIds(ctx, viewer, [surveyId]);
  if (!owned.has(surveyId)) throw notFound('Survey');
  const list = await flaggedList(ctx, viewer, surveyId);
  const includedByReason = Object.fromEntries(QUALITY_REASONS.map((r) => [r, 0])) as Record<
    QualityReason,
    number
  >;
  let flaggedIncluded = 0;
  for (const c of list.flagged) {
    if (c.excluded) continue;
    flaggedIncluded += 1;
    for (const reason of new Set(c.flags.map((f) => f.reason))) includedByReason[reason] += 1;
  }
  return {
    surveyId,
    // Milliseconds kept: a fast survey's median of 0.4 s must not read as 0 s.
    medianSeconds: list.medianMs === null ? null : Math.round(list.medianMs) / 1000,
    flagged: list.flagged.slice(offset, offset + limit),
    offset,
    total: list.flagged.length,
    flaggedIncluded,
    includedByReason,
    excludedCount: list.excluded.size,
  };
}
