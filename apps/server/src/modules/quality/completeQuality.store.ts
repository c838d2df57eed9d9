import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { completeQualityFlags } from './completeQuality.tables.ts';

export type CompleteQualityRow = typeof completeQualityFlags.$inferInsert;

/** Writes a complete's quality record (a retried completion writes the same row again). */
export async function insertCompleteQuality(db: Executor, row: CompleteQualityRow): Promise<void> {
  await db.insert(completeQualityFlags).values(row).onConflictDoNothing();
}

/** Every complete's quality record of the survey, in completion order. */
export function surveyQualityRows(db: Executor, surveyId: string) {
  return db
    .select()
    .from(completeQualityFlags)
    .where(eq(completeQualityFlags.surveyId, surveyId))
    .orderBy(asc(completeQualityFlags.completedAt), asc(completeQualityFlags.sessionId));
}

/**
 * Per complete of the survey: how many other surveys among `accountSurveyIds` the same supplier
 * respondent completed (only completes with at least one are returned).
 */
export async function otherSurveyCounts(
  db: Executor,
  surveyId: string,
  accountSurveyIds: readonly string[],
): Promise<Map<string, number>> {
  const others = accountSurveyIds.filter((id) => id !== surveyId);
  if (others.length === 0) return new Map();
  const own = completeQualityFlags;
  const other = alias(completeQualityFlags, 'other');
  const rows = await db
    .select({
      sessionId: own.sessionId,
      surveys: sql<number>`count(DISTINCT ${other.surveyId})::int`,
    })
    .from(own)
    .innerJoin(
      other,
      and(
        eq(other.respondentId, own.respondentId),
        eq(other.supplierCode, own.supplierCode),
        ne(other.surveyId, own.surveyId),
      ),
    )
    .where(and(eq(own.surveyId, surveyId), inArray(other.surveyId, others)))
    .groupBy(own.sessionId);
  return new Map(rows.map((r) => [r.sessionId, r.surveys]));
}
