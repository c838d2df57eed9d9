import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** `ids` (already checked to be uuids) as one uuid[] parameter. */
const uuidList = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Excludes these sessions; already excluded ones keep their first author and time. */
export async function insertExclusions(
  db: Executor,
  row: { surveyId: string; sessionIds: readonly string[]; userId: string; at: Date },
): Promise<void> {
  if (row.sessionIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
    SELECT ${row.surveyId}, id, ${row.userId}, ${row.at.toISOString()}::timestamptz
      FROM unnest(${uuidList(row.sessionIds)}::uuid[]) AS id
    ON CONFLICT (survey_id, session_id) DO NOTHING`);
}

/** Includes these sessions again. */
export async function deleteExclusions(
  db: Executor,
  surveyId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.execute(sql`
    DELETE FROM complete_exclusions
     WHERE survey_id = ${surveyId} AND session_id = ANY(${uuidList(sessionIds)}::uuid[])`);
}

/** Every excluded session of the survey (a range scan of the primary key). */
export async function selectExcludedIds(db: Executor, surveyId: string): Promise<string[]> {
  const result = await db.execute<{ session_id: string }>(sql`
    SELECT session_id FROM complete_exclusions WHERE survey_id = ${surveyId}`);
  return result.rows.map((r) => r.session_id);
}

/** Excluded completes per survey (one aggregate over the primary key). */
export async function excludedCountsOf(
  db: Executor,
  surveyIds: readonly string[],
): Promise<Map<string, number>> {
  if (surveyIds.length === 0) return new Map();
  const result = await db.execute<{ survey_id: string; n: number }>(sql`
    SELECT survey_id, count(*)::int AS n FROM complete_exclusions
     WHERE survey_id = ANY(${uuidList(surveyIds)}::uuid[])
     GROUP BY survey_id`);
  return new Map(result.rows.map((r) => [r.survey_id, Number(r.n)]));
}
