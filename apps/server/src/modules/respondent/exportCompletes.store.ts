/**
 * Completes as raw-data exports read them. Every complete has an export row
 * (`respondent_export_rows`, packages/domain/src/exports/exportRow.ts) written when it completed;
 * an export reads those rows in session-id order. Rows that are missing or stale (made for another
 * published version or format, or completes from before the rows existed) are worked out again
 * from the session's state first: `staleExportRowIds` + `exportCompletesByIds`.
 * Only status 'complete' is ever read.
 */
import { sql } from 'drizzle-orm';
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

/** Which rows an export can use: made for this published version, in this format. */
export interface ExportRowKey {
  surveyId: string;
  publishedVersion: number;
  format: number;
}

interface StateRow extends Record<string, unknown> {
  id: string;
  respondent_id: string;
  started_ms: number;
  completed_ms: number | null;
  flags: string[] | null;
  forks: Record<string, number> | null;
  answers: Record<string, unknown> | null;
}

/** Ids of completes (in id order) whose export row is missing or not made for `key`. */
export async function staleExportRowIds(
  db: Executor,
  key: ExportRowKey,
  limit: number,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT s.id FROM respondent_sessions s
     WHERE s.survey_id = ${key.surveyId} AND s.status = 'complete'
       AND NOT EXISTS (
         SELECT 1 FROM respondent_export_rows r
          WHERE r.session_id = s.id AND r.published_version = ${key.publishedVersion}
            AND r.format = ${key.format})
     ORDER BY s.id LIMIT ${limit}`);
  return result.rows.map((r) => r.id);
}

/**
 * These completes with the engine's state (answers, forks): what an export row is made from. The
 * state's answers hold every answer the engine took (stored pages and audience questions answered
 * from the panel profile).
 */
export async function exportCompletesByIds(
  db: Executor,
  ids: readonly string[],
): Promise<ExportComplete[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<StateRow>(sql`
    SELECT s.id, s.respondent_id,
           (extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms,
           (extract(epoch FROM s.completed_at) * 1000)::float8 AS completed_ms,
           s.flags, s.state -> 'forks' AS forks, s.state -> 'answers' AS answers
      FROM respondent_sessions s
     WHERE s.id = ANY(${sql`ARRAY[${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )}]::uuid[]`}) AND s.status = 'complete'`);
  return result.rows.map((r) => ({
    sessionId: r.id,
    respondentId: r.respondent_id,
    startedAtMs: Number(r.started_ms),
    completedAtMs: r.completed_ms === null ? null : Number(r.completed_ms),
    flags: r.flags ?? [],
    forks: r.forks ?? {},
    answers: r.answers ?? {},
  }));
}

/** One page of export rows made for `key`, after `afterId` in session-id order: one column. */
async function rowsPage(
  db: Executor,
  key: ExportRowKey,
  column: 'cells' | 'categories',
  afterId: string | null,
  limit: number,
) {
  const after = afterId === null ? sql`` : sql`AND session_id > ${afterId}`;
  const result = await db.execute<{ id: string; value: string | null }>(sql`
    SELECT session_id AS id, ${sql.identifier(column)} AS value FROM respondent_export_rows
     WHERE survey_id = ${key.surveyId} AND published_version = ${key.publishedVersion}
       AND format = ${key.format} ${after}
     ORDER BY session_id LIMIT ${limit}`);
  return result.rows;
}

/** Export rows' cells, a page at a time (an index range scan of respondent_export_rows_survey_idx). */
export async function exportCellsPage(
  db: Executor,
  key: ExportRowKey,
  afterId: string | null,
  limit: number,
): Promise<Array<{ sessionId: string; cells: string }>> {
  const rows = await rowsPage(db, key, 'cells', afterId, limit);
  return rows.map((r) => ({ sessionId: r.id, cells: r.value ?? '' }));
}

/** Export rows' raking categories, a page at a time (the weighting pass reads only these). */
export async function exportCategoriesPage(
  db: Executor,
  key: ExportRowKey,
  afterId: string | null,
  limit: number,
): Promise<Array<{ sessionId: string; categories: string | null }>> {
  const rows = await rowsPage(db, key, 'categories', afterId, limit);
  return rows.map((r) => ({ sessionId: r.id, categories: r.value }));
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
