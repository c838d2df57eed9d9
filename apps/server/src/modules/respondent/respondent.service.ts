import type { Executor } from '../../db/database.ts';
import type { LiveSurvey } from '../orders/liveSurveys.queries.ts';
import {
  allCompleteIds,
  cellsOfCompletes,
  completeIdsAmong,
  completeIdsSince,
  completeRespondentIdsAmong,
  completesByIds,
  completesPage,
  excludedQuotaFills,
  type StoredComplete,
} from './completes.store.ts';
import { readQuotaCells, TOTAL_CELL, upsertQuotaCells } from './quotaCells.store.ts';
import {
  countCompleteSessions,
  countSupplierSessions,
  insertCompletedSessions,
} from './respondent.store.ts';

/**
 * Respondent sessions (this slice: counting completes; the launch issue adds the public
 * respondent API). Callers have checked that the surveys are the viewer's.
 */

/** Completed sessions per survey; surveys without completes answer 0. */
export async function countCompletes(
  ctx: { db: Executor },
  surveyIds: string[],
): Promise<Map<string, number>> {
  const counts = await countCompleteSessions(ctx.db, surveyIds);
  return new Map(surveyIds.map((id) => [id, counts.get(id) ?? 0]));
}

/**
 * Synthetic completes for demo data, spread over a period; idempotent per respondent id. They are
 * `supplierCode`'s respondents (none: sessions of no supplier's link).
 */
export async function recordSyntheticCompletes(
  ctx: { db: Executor },
  surveyId: string,
  opts: { total: number; from: Date; to: Date; supplierCode?: string },
): Promise<void> {
  const { supplierCode = '', ...rest } = opts;
  await insertCompletedSessions(ctx.db, surveyId, { prefix: 'synthetic-', supplierCode, ...rest });
}

/** How many respondents a supplier has sent to the survey so far (the simulated panel's draws). */
export async function countSessionsOfSupplier(
  ctx: { db: Executor },
  surveyId: string,
  supplierCode: string,
): Promise<number> {
  return countSupplierSessions(ctx.db, surveyId, supplierCode);
}

/** What the results index reads of completes (callers have checked that the survey is the viewer's). */
export interface CompletesSource {
  page(surveyId: string, afterId: string | null, limit: number): Promise<StoredComplete[]>;
  byIds(surveyId: string, sessionIds: string[]): Promise<StoredComplete[]>;
  idsSince(surveyId: string, since: Date): Promise<{ ids: string[]; nowMs: number }>;
  allIds(surveyId: string): Promise<string[]>;
  count(surveyId: string): Promise<number>;
}

/** Completes and their answers, read from this module's tables. */
export function completesSource(ctx: { db: Executor }): CompletesSource {
  return {
    page: (surveyId, afterId, limit) => completesPage(ctx.db, surveyId, afterId, limit),
    byIds: (surveyId, ids) => completesByIds(ctx.db, surveyId, ids),
    idsSince: (surveyId, since) => completeIdsSince(ctx.db, surveyId, since),
    allIds: (surveyId) => allCompleteIds(ctx.db, surveyId),
    count: async (surveyId) => (await countCompleteSessions(ctx.db, [surveyId])).get(surveyId) ?? 0,
  };
}

/** Filled places and targets of the survey's quota cells, by cell key (none before the first
 * respondent qualified). */
export async function quotaCellFills(
  ctx: { db: Executor },
  surveyId: string,
): Promise<Map<string, { filled: number; target: number }>> {
  const cells = await readQuotaCells(ctx.db, surveyId);
  return new Map(cells.map((c) => [c.cellKey, { filled: c.filled, target: c.target }]));
}

/**
 * Filled places and targets of the quota cells as the quota result cards count them: completes
 * excluded from analysis left out (the cells themselves keep them: the panel delivered them).
 * Also answers how many completes are excluded.
 */
export async function quotaResultFills(
  ctx: { db: Executor },
  surveyId: string,
): Promise<{ fills: Map<string, { filled: number; target: number }>; excluded: number }> {
  const [fills, excluded] = await Promise.all([
    quotaCellFills(ctx, surveyId),
    excludedQuotaFills(ctx.db, surveyId),
  ]);
  for (const [key, cell] of fills) {
    cell.filled = Math.max(0, cell.filled - (excluded.cells.get(key) ?? 0));
  }
  return { fills, excluded: excluded.completes };
}

/**
 * The panel respondent ids among `respondentIds` that completed the survey (the caller checked
 * that the survey is the viewer's).
 */
export async function completedRespondentIds(
  ctx: { db: Executor },
  surveyId: string,
  supplierCode: string,
  respondentIds: readonly string[],
): Promise<Set<string>> {
  return completeRespondentIdsAmong(ctx.db, surveyId, supplierCode, respondentIds);
}

/**
 * The session ids among `sessionIds` that are completes of the survey (ids must be uuids; the
 * caller checked that the survey is the viewer's).
 */
export async function completedSessionIds(
  ctx: { db: Executor },
  surveyId: string,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  return completeIdsAmong(ctx.db, surveyId, sessionIds);
}

/** The quota cells each of these completes of the survey held (ids must be uuids). */
export async function completeCells(
  ctx: { db: Executor },
  surveyId: string,
  sessionIds: readonly string[],
): Promise<Map<string, string[]>> {
  return cellsOfCompletes(ctx.db, surveyId, sessionIds);
}

/**
 * Writes the cells' targets as the order now stands (replacements opened or withdrew places,
 * issue 38 §4), at once: the simulated panel sends members only into cells with a free place, so
 * it would wait for a qualifying respondent who rewrites them (settle.ts) for ever. A target never
 * drops below the places filled or held.
 */
export async function writeQuotaTargets(ctx: { db: Executor }, live: LiveSurvey): Promise<void> {
  await upsertQuotaCells(ctx.db, live.surveyId, [
    { cellKey: TOTAL_CELL, target: live.totalTarget },
    ...Object.entries(live.quotaTargets).map(([cellKey, target]) => ({ cellKey, target })),
  ]);
}
