import { flagsOf, listedComplete } from '@survey/domain/quality/flaggedCompletes';
import {
  QUALITY_REASONS,
  type QualityReason,
  type QualityResponse,
} from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { accountSurveyIds, ownSurveyIds } from '../projects/surveys.service.ts';
import { flaggedPage, flaggedReasons, type PageRow } from './flaggedList.store.ts';

/** The account's surveys other than this one (the same respondent there is a duplicate). */
async function otherSurveysOf(ctx: { db: Executor }, viewer: Viewer, surveyId: string) {
  const ids = await accountSurveyIds(ctx, viewer.accountId);
  return ids.filter((id) => id !== surveyId);
}

/**
 * The flagged completes of the survey among `select`, with the reasons the list flags each
 * with, in list order: the included ones flagged with `reason` (what 'Exclude all speeders'
 * excludes), or those of `sessionIds` (completes the list does not flag are left out). The caller
 * has checked the survey is the viewer's.
 */
export async function flaggedWithReasons(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
  select: { reason: QualityReason } | { sessionIds: readonly string[] },
): Promise<{ sessionId: string; reasons: QualityReason[] }[]> {
  const others = await otherSurveysOf(ctx, viewer, surveyId);
  return flaggedReasons(ctx.db, surveyId, others, select);
}

/** A page row as the list shows it, its sentences written by the domain's rules. */
function listed(row: PageRow, medianMs: number | null) {
  const stored = {
    sessionId: row.sessionId,
    respondentId: row.respondentId,
    completedAt: row.completedAt.toISOString(),
    lengthMs: row.lengthMs,
    flags: row.flags,
    fingerprint: row.fingerprint,
    texts: row.textHashes,
    otherSurveys: row.otherSurveys ?? 0,
    excluded: row.excluded,
  };
  const devices = new Map<string, number>();
  if (row.fingerprint !== null && row.deviceCount !== null)
    devices.set(row.fingerprint, row.deviceCount);
  const texts = new Map(Object.entries(row.textCounts ?? {}));
  return listedComplete(stored, flagsOf(stored, medianMs, { devices, texts }));
}

/**
 * One page of the survey's flagged completes, with the list's size and, per reason, how many
 * included completes it flags. Another account's or an unknown survey is a 404. The list is
 * worked out in PostgreSQL (flaggedList.store.ts); only the page and the counts come back.
 */
export async function surveyQuality(
  ctx: { db: Executor },
  viewer: Viewer,
  input: { surveyId: string; offset: number; limit: number },
): Promise<QualityResponse> {
  const { surveyId, offset, limit } = input;
  const owned = await ownSurveyIds(ctx, viewer, [surveyId]);
  if (!owned.has(surveyId)) throw notFound('Survey');
  const others = await otherSurveysOf(ctx, viewer, surveyId);
  const page = await flaggedPage(ctx.db, surveyId, others, { offset, limit });
  const includedByReason = Object.fromEntries(
    QUALITY_REASONS.map((r) => [r, page.includedByReason[r] ?? 0]),
  ) as Record<QualityReason, number>;
  return {
    surveyId,
    // Milliseconds kept: a fast survey's median of 0.4 s must not read as 0 s.
    medianSeconds: page.medianMs === null ? null : Math.round(page.medianMs) / 1000,
    flagged: page.rows.map((row) => listed(row, page.medianMs)),
    offset,
    total: page.total,
    flaggedIncluded: page.flaggedIncluded,
    includedByReason,
    excludedCount: page.excludedCount,
  };
}
