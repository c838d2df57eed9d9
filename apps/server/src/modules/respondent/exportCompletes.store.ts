/**
 * Completes as raw-data exports read them: the respondent's own columns and the engine's state
 * (answers, forks), a page at a time in session-id order. Only status 'complete' is read.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

export interface ExportComplete {
  sessionId: string;
  respondentId: string;
  startedAtMs: number;
  completedAtMs: number | null;
  flags: string[];
  forks: Record<string, number>;
  answers: Record<string, unknown>;
}

interface Row extends Record<string, unknown> {
  id: string;
  respondent_id: string;
  started_ms: number;
  completed_ms: number | null;
  flags: string[] | null;
  forks: Record<string, number> | null;
  answers: Record<string, unknown> | null;
}

/**
 * Ids of one page of completes (respondent_sessions_complete_id_idx: a range scan). Chosen apart
 * from the columns so that only the page's states are read: with the state in the same SELECT,
 * the sort under the LIMIT would read every complete's state for every page.
 */
const pageIds = (surveyId: string, after: SQL, limit: number) => sql`
  SELECT id FROM respondent_sessions
   WHERE survey_id = ${surveyId} AND status = 'complete' AND ${after}
   ORDER BY id LIMIT ${limit}`;

/**
 * Rows in session-id order, sorted here: sorting in PostgreSQL would sort the page's states too
 * (8 MB a page, spilled to disk). Lowercase UUID text sorts as PostgreSQL sorts uuids.
 */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One page of the survey's completes after `afterId`. The state's answers hold every answer the
 * engine took (stored pages and audience questions answered from the panel profile), one column
 * per complete instead of folding its answer rows.
 */
export async function exportCompletesPage(
  db: Executor,
  surveyId: string,
  afterId: string | null,
  limit: number,
): Promise<ExportComplete[]> {
  const after = afterId === null ? sql`true` : sql`id > ${afterId}`;
  const result = await db.execute<Row>(sql`
    SELECT s.id, s.respondent_id,
           (extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms,
           (extract(epoch FROM s.completed_at) * 1000)::float8 AS completed_ms,
           s.flags, s.state -> 'forks' AS forks, s.state -> 'answers' AS answers
      FROM (${pageIds(surveyId, after, limit)}) AS p
      JOIN respondent_sessions s ON s.id = p.id`);
  return result.rows.sort(byId).map((r) => ({
    sessionId: r.id,
    respondentId: r.respondent_id,
    startedAtMs: Number(r.started_ms),
    completedAtMs: r.completed_ms === null ? null : Number(r.completed_ms),
    flags: r.flags ?? [],
    forks: r.forks ?? {},
    answers: r.answers ?? {},
  }));
}

/** How many completes the survey has, and when the latest was stamped (null: none yet). */
export async function completesStamp(
  db: Executor,
  surveyId: string,
): Promise<{ count: number; lastAt: Date | null }> {
  const result = await db.execute<{ n: number; last_ms: number | null }>(sql`
    SELECT count(*)::int AS n, (extract(epoch FROM max(completed_at)) * 1000)::float8 AS last_ms
      FROM respondent_sessions
     WHERE survey_id = ${surveyId} AND status = 'complete'`);
  const row = result.rows[0];
  return {
    count: row?.n ?? 0,
    lastAt: row?.last_ms == null ? null : new Date(Number(row.last_ms)),
  };
}

/**
 * One page of completes with only the answers of these pages (the raking pass reads the quota
 * questions of every complete; a few keys instead of the whole state).
 */
export async function exportAnswersPage(
  db: Executor,
  surveyId: string,
  pageKeys: readonly string[],
  afterId: string | null,
  limit: number,
): Promise<Array<{ sessionId: string; answers: Record<string, unknown> }>> {
  const after = afterId === null ? sql`true` : sql`id > ${afterId}`;
  const keys = sql`ARRAY[${sql.join(
    pageKeys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute<{ id: string; answers: Record<string, unknown> | null }>(sql`
    SELECT s.id,
           (SELECT jsonb_object_agg(k, s.state -> 'answers' -> k) FROM unnest(${keys}) AS k) AS answers
      FROM (${pageIds(surveyId, after, limit)}) AS p
      JOIN respondent_sessions s ON s.id = p.id
     ORDER BY s.id`);
  return result.rows.map((r) => ({ sessionId: r.id, answers: r.answers ?? {} }));
}
