import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { completeReplacements } from './quality.tables.ts';

/** The survey's replacements not cancelled: session id -> the cells it opened places in. */
export async function activeReplacements(
  db: Executor,
  surveyId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ sessionId: completeReplacements.sessionId, cells: completeReplacements.cells })
    .from(completeReplacements)
    .where(
      and(eq(completeReplacements.surveyId, surveyId), isNull(completeReplacements.cancelledAt)),
    );
  return new Map(rows.map((r) => [r.sessionId, r.cells]));
}

/** Records replacements owed (one cancelled before is owed again, from now). */
export async function insertReplacements(
  db: Executor,
  surveyId: string,
  owed: readonly { sessionId: string; cells: string[] }[],
  at: Date,
): Promise<void> {
  if (owed.length === 0) return;
  await db
    .insert(completeReplacements)
    .values(owed.map((o) => ({ surveyId, sessionId: o.sessionId, cells: o.cells, owedAt: at })))
    .onConflictDoUpdate({
      target: [completeReplacements.surveyId, completeReplacements.sessionId],
      set: { owedAt: at, cancelledAt: null, cells: sql`excluded.cells` },
    });
}

/** Marks replacements cancelled (their exclusions were reversed before they arrived). */
export async function cancelReplacementRows(
  db: Executor,
  surveyId: string,
  sessionIds: readonly string[],
  at: Date,
): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(completeReplacements)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(completeReplacements.surveyId, surveyId),
        inArray(completeReplacements.sessionId, [...sessionIds]),
      ),
    );
}
