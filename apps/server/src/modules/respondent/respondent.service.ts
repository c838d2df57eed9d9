import type { Executor } from '../../db/database.ts';
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

/** Synthetic completes for demo data, spread over a period; idempotent per respondent id. */
export async function recordSyntheticCompletes(
  ctx: { db: Executor },
  surveyId: string,
  opts: { total: number; from: Date; to: Date },
): Promise<void> {
  await insertCompletedSessions(ctx.db, surveyId, { prefix: 'synthetic-', ...opts });
}

/** How many respondents a supplier has sent to the survey so far (the simulated panel's draws). */
export async function countSessionsOfSupplier(
  ctx: { db: Executor },
  surveyId: string,
  supplierCode: string,
): Promise<number> {
  return countSupplierSessions(ctx.db, surveyId, supplierCode);
}
