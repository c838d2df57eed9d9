import {
  cancellable,
  owedReplacements,
  replacementPlaces,
  WHOLE_SAMPLE_CELL,
} from '@survey/domain/quality/replacements';
import type { QualityReason } from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { moveSurveyAsSystem } from '../orders/orders.service.ts';
import {
  fieldReplacements,
  replacementTerms,
  withdrawReplacements,
} from '../orders/replacements.service.ts';
import { lockSurvey } from '../projects/surveys.service.ts';
import { readQuotaCells } from '../respondent/respondent.queries.ts';
import { completeCells, writeQuotaTargets } from '../respondent/respondent.service.ts';
import {
  activeReplacements,
  cancelReplacementRows,
  insertReplacements,
} from './replacements.store.ts';

/**
 * Replacements for completes excluded for poor quality (issue 38 §4; the rule is the domain's
 * `quality/replacements.ts`). Runs inside the exclusion's transaction: an exclusion and the
 * replacements it owes commit together. The survey's row is locked first, as every state change
 * locks it (then its order, in orders' replacements service).
 */
export interface ReplacementCtx {
  db: Executor;
  clock: Clock;
  /** The respondent side's view of bought surveys: its cell targets follow the batches. */
  live: LiveSurveys;
}

/** Whether an exclusion now could owe anything: fielding of the survey has ended at least once. */
export async function replacementsPossible(ctx: ReplacementCtx, surveyId: string) {
  return Boolean((await replacementTerms(ctx.db, surveyId))?.fieldingEndedAt);
}

/**
 * Owes a replacement for each newly excluded complete the rule says is owed, and has the panel
 * field them into the cells they held. Answers whether anything was owed (the caller then writes
 * the cells' targets, after commit).
 */
export async function replaceExcluded(
  ctx: ReplacementCtx,
  surveyId: string,
  excluded: readonly { sessionId: string; reasons: readonly QualityReason[] }[],
): Promise<boolean> {
  if (excluded.length === 0) return false;
  const terms = await replacementTerms(ctx.db, surveyId);
  if (!terms?.fieldingEndedAt) return false;
  await lockSurvey(ctx, surveyId);
  const active = await activeReplacements(ctx.db, surveyId);
  const cellsNow = await readQuotaCells(ctx.db, surveyId);
  const collected = cellsNow.find((c) => c.cellKey === WHOLE_SAMPLE_CELL)?.filled ?? 0;
  const { owed } = owedReplacements(
    {
      fieldingEndedAtMs: terms.fieldingEndedAt.getTime(),
      windowDays: terms.windowDays,
      samplesNeeded: terms.samplesNeeded,
      completesCollected: collected,
      replacementsSoFar: active.size,
    },
    ctx.clock().getTime(),
    excluded.filter((c) => !active.has(c.sessionId)),
  );
  if (owed.length === 0) return false;
  const cellsOf = await completeCells(ctx, surveyId, owed);
  const rows = owed.map((sessionId) => ({
    sessionId,
    cells: [...new Set([WHOLE_SAMPLE_CELL, ...(cellsOf.get(sessionId) ?? [])])],
  }));
  if (!(await fieldReplacements(ctx, surveyId, replacementPlaces(rows)))) return false;
  await insertReplacements(ctx.db, surveyId, rows, ctx.clock());
  return true;
}

/**
 * Cancels the replacements of completes included again, each only while it has not arrived (every
 * cell it opened still has a free place: domain `cancellable`). A replacement that arrived stays,
 * and stays credited. Answers whether anything was cancelled.
 */
export async function cancelReplacements(
  ctx: ReplacementCtx,
  surveyId: string,
  includedIds: readonly string[],
): Promise<boolean> {
  if (includedIds.length === 0) return false;
  await lockSurvey(ctx, surveyId);
  const active = await activeReplacements(ctx.db, surveyId);
  const candidates = includedIds.filter((id) => active.has(id));
  if (candidates.length === 0) return false;
  const quota = (await readQuotaCells(ctx.db, surveyId)).map((c) => ({ ...c }));
  const cancelled: { sessionId: string; cells: string[] }[] = [];
  for (const sessionId of candidates) {
    const cells = active.get(sessionId) ?? [];
    if (!cancellable(cells, quota)) continue;
    // The next one is judged on what is left open once this one is withdrawn.
    for (const cell of quota) if (cells.includes(cell.cellKey)) cell.target -= 1;
    cancelled.push({ sessionId, cells });
  }
  if (cancelled.length === 0) return false;
  const { withdrawn } = await withdrawReplacements(ctx, surveyId, replacementPlaces(cancelled));
  if (!withdrawn) return false;
  await cancelReplacementRows(
    ctx.db,
    surveyId,
    cancelled.map((c) => c.sessionId),
    ctx.clock(),
  );
  return true;
}

/**
 * After the batches changed (committed): the cells' targets as the order now stands, and a survey
 * whose replacements were all withdrawn or have all arrived completes again.
 */
export async function afterReplacementsChanged(
  ctx: ReplacementCtx,
  surveyId: string,
): Promise<void> {
  ctx.live.invalidate(surveyId);
  const live = await ctx.live.current(surveyId);
  if (!live) return;
  await writeQuotaTargets(ctx, live);
  const total = (await readQuotaCells(ctx.db, surveyId)).find(
    (c) => c.cellKey === WHOLE_SAMPLE_CELL,
  );
  if (live.orderStatus === 'Live' && total && total.filled >= live.totalTarget) {
    await moveSurveyAsSystem(ctx, surveyId, 'completed');
    ctx.live.invalidate(surveyId);
  }
}
