import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { respondentExclusions, respondentSessions } from './respondent.tables.ts';

/** Adds the surveys whose completes `surveyId` refuses (kept when already there). */
export async function insertExclusions(
  db: Executor,
  surveyId: string,
  excludedSurveyIds: string[],
): Promise<void> {
  if (excludedSurveyIds.length === 0) return;
  await db
    .insert(respondentExclusions)
    .values(excludedSurveyIds.map((excludedSurveyId) => ({ surveyId, excludedSurveyId })))
    .onConflictDoNothing();
}

/** Whether this supplier's respondent completed a survey that `surveyId` excludes. */
export async function completedAnExcludedSurvey(
  db: Executor,
  who: { surveyId: string; supplierCode: string; respondentId: string },
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(respondentExclusions)
    .innerJoin(
      respondentSessions,
      and(
        eq(respondentSessions.surveyId, respondentExclusions.excludedSurveyId),
        eq(respondentSessions.respondentId, who.respondentId),
        eq(respondentSessions.supplierCode, who.supplierCode),
        eq(respondentSessions.status, 'complete'),
      ),
    )
    .where(eq(respondentExclusions.surveyId, who.surveyId))
    .limit(1);
  return rows.length > 0;
}

/** The surveys `surveyId` excludes. */
export async function exclusionsOf(db: Executor, surveyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: respondentExclusions.excludedSurveyId })
    .from(respondentExclusions)
    .where(eq(respondentExclusions.surveyId, surveyId));
  return rows.map((r) => r.id);
}
