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

/**
 * A cheap fingerprint of the survey's exclusions: their count and latest time. Any insert moves
 * the latest time or the count; any delete lowers the count (a delete and an insert in one
 * change would also move the time), so equal stamps mean the same set.
 */
export async function selectExclusionsStamp(db: Executor, surveyId: string): Promise<string> {
  const result = await db.execute<{ n: number; at: string | null }>(sql`
    SELECT count(*)::int AS n, max(excluded_at)::text AS at
      FROM complete_exclusions WHERE survey_id = ${surveyId}`);
  const row = result.rows[0];
  // No exclusions: '' (the stamp export jobs made before exclusions existed carry).
  return row?.n ? `${row.n}@${row.at ?? ''}` : '';
}
