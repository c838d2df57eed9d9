/**
 * Completed sessions with their answers, for the results index (built from these, then kept
 * fresh). Only status 'complete' is ever read: screened-out, quota-full, dropped and in-progress
 * sessions never count, and preview sessions are never stored at all.
 */
import type { Answer } from '@survey/domain/respondent/answers';
import { loopAnswers } from '@survey/domain/results/loopResults';
import { sectionAnswers } from '@survey/domain/results/sectionVariables';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { uuidArray } from './sqlArrays.ts';

export interface StoredComplete {
  sessionId: string;
  completedAtMs: number;
  /** Answers by page key: every stored page, plus the audience questions answered from the
   * panel profile (hidden questions: the engine answers them, no page is stored). */
  answers: Record<string, Answer | null>;
}

interface Row extends Record<string, unknown> {
  id: string;
  at_ms: number;
  answers: Record<string, Answer | null> | null;
  sections: number[] | null;
  /** Issue 38 §2: the session's loop items by section (state.loops). */
  loops: Record<string, string[]> | null;
}

// Issue 38: the rotating sections shown become the derived answers 'Sections seen' and 'Section
// seen first' (results/sectionVariables.ts), filed by the index like any choice answer.
const toComplete = (r: Row): StoredComplete => ({
  sessionId: r.id,
  completedAtMs: Number(r.at_ms),
  answers: { ...r.answers, ...sectionAnswers(r.sections), ...loopAnswers(r.loops) },
});

/**
 * Completes of the survey matching `where` with their answers. The session's state holds every
 * answer the engine took (the stored pages and the audience questions answered from the panel
 * profile), written in the same transaction as each `respondent_answers` row: one column per
 * complete instead of folding ~45 answer rows each (the index build from cold was 51 s at 100k).
 */
function selectCompletes(surveyId: string, where: SQL, tail: SQL = sql``): SQL {
  return sql`
    SELECT s.id,
           (extract(epoch FROM coalesce(s.completed_at, s.started_at)) * 1000)::float8 AS at_ms,
           s.state -> 'answers' AS answers,
           s.state -> 'layout' -> 'sections' AS sections,
           s.state -> 'loops' AS loops
      FROM respondent_sessions s
     WHERE s.survey_id = ${surveyId} AND s.status = 'complete' AND ${where}
     ${tail}`;
}

/** One page of the survey's completes in session id order (a build reads them all this way). */
export async function completesPage(
  db: Executor,
  surveyId: string,
  afterId: string | null,
  limit: number,
): Promise<StoredComplete[]> {
  const where = afterId === null ? sql`true` : sql`s.id > ${afterId}`;
  const result = await db.execute<Row>(
    selectCompletes(surveyId, where, sql`ORDER BY s.id LIMIT ${limit}`),
  );
  return result.rows.map(toComplete);
}

/** These completes of the survey with their answers (ids that are not completes are left out). */
export async function completesByIds(
  db: Executor,
  surveyId: string,
  sessionIds: string[],
): Promise<StoredComplete[]> {
  if (sessionIds.length === 0) return [];
  const result = await db.execute<Row>(
    selectCompletes(surveyId, sql`s.id = ANY(${uuidArray(sessionIds)})`),
  );
  return result.rows.map(toComplete);
}

/**
 * Ids of the completes stamped at or after `since`, and the database's clock when asked (the next
 * catch-up starts a safety window before it). Served by respondent_sessions_completed_idx.
 */
export async function completeIdsSince(
  db: Executor,
  surveyId: string,
  since: Date,
): Promise<{ ids: string[]; nowMs: number }> {
  const result = await db.execute<{ id: string | null; now_ms: number }>(sql`
    SELECT s.id, (extract(epoch FROM now()) * 1000)::float8 AS now_ms
      FROM (SELECT 1) AS one
      LEFT JOIN respondent_sessions s
        ON s.survey_id = ${surveyId} AND s.status = 'complete'
       AND s.completed_at >= ${since.toISOString()}::timestamptz`);
  const nowMs = Number(result.rows[0]?.now_ms ?? Date.now());
  return { ids: result.rows.flatMap((r) => (r.id ? [r.id] : [])), nowMs };
}

/** Ids of every complete of the survey (the rare full reconciliation). */
export async function allCompleteIds(db: Executor, surveyId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM respondent_sessions WHERE survey_id = ${surveyId} AND status = 'complete'`);
  return result.rows.map((r) => r.id);
}

/**
 * Which of these panel respondent ids completed the survey (the follow-up request). Other
 * surveys' sessions are never read, so an id's existence elsewhere is never revealed.
 * Served by respondent_sessions_survey_respondent_supplier_key (survey and respondent lead). Ids of
 * every supplier count: a survey is fielded by its one panel supplier.
 */
export async function completeRespondentIdsAmong(
  db: Executor,
  surveyId: string,
  supplierCode: string,
  respondentIds: readonly string[],
): Promise<Set<string>> {
  if (respondentIds.length === 0) return new Set();
  const result = await db.execute<{ respondent_id: string }>(sql`
    SELECT respondent_id FROM respondent_sessions
     WHERE survey_id = ${surveyId} AND supplier_code = ${supplierCode} AND status = 'complete'
       AND respondent_id = ANY(${`{${respondentIds.map(arrayLiteralItem).join(',')}}`}::text[])`);
  return new Set(result.rows.map((r) => r.respondent_id));
}

/** Which of these session ids are completes of the survey (the data-quality exclusions). */
export async function completeIdsAmong(
  db: Executor,
  surveyId: string,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM respondent_sessions
     WHERE survey_id = ${surveyId} AND status = 'complete'
       AND id = ANY(${`{${sessionIds.join(',')}}`}::uuid[])`);
  return new Set(result.rows.map((r) => r.id));
}

/** The quota cells each of these completes held (replacements open the same ones, issue 38 §4). */
export async function cellsOfCompletes(
  db: Executor,
  surveyId: string,
  sessionIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (sessionIds.length === 0) return new Map();
  const result = await db.execute<{ id: string; quota_cells: string[] }>(sql`
    SELECT id, quota_cells FROM respondent_sessions
     WHERE survey_id = ${surveyId} AND status = 'complete'
       AND id = ANY(${`{${sessionIds.join(',')}}`}::uuid[])`);
  return new Map(result.rows.map((r) => [r.id, r.quota_cells]));
}

/**
 * Completes excluded from analysis (the quality module's `complete_exclusions`, joined here for
 * one statement) and how many of them fill each quota cell: the quota result cards leave them
 * out, the fieldwork's own cells (what the panel still has to fill) keep them.
 */
export async function excludedQuotaFills(
  db: Executor,
  surveyId: string,
): Promise<{ completes: number; cells: Map<string, number> }> {
  const [cells, total] = await Promise.all([
    db.execute<{ cell: string; n: number }>(sql`
      SELECT c.cell, count(*)::int AS n
        FROM respondent_sessions s
        JOIN complete_exclusions x ON x.survey_id = s.survey_id AND x.session_id = s.id
        CROSS JOIN LATERAL unnest(s.quota_cells) AS c(cell)
       WHERE s.survey_id = ${surveyId} AND s.status = 'complete'
       GROUP BY c.cell`),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n
        FROM respondent_sessions s
        JOIN complete_exclusions x ON x.survey_id = s.survey_id AND x.session_id = s.id
       WHERE s.survey_id = ${surveyId} AND s.status = 'complete'`),
  ]);
  return {
    completes: Number(total.rows[0]?.n ?? 0),
    cells: new Map(cells.rows.map((r) => [r.cell, Number(r.n)])),
  };
}

/** One element of a PostgreSQL array literal: quoted, with quotes and backslashes escaped. */
const arrayLiteralItem = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/**
 * Live and paused surveys with completes, the most recently completed first (the results warm-up
 * at start). Joins projects' `surveys` for their state: one statement, run once per start.
 */
export async function surveysInFieldwork(db: Executor): Promise<string[]> {
  const result = await db.execute<{ survey_id: string }>(sql`
    SELECT s.id AS survey_id
      FROM surveys s
      JOIN LATERAL (
        SELECT max(r.completed_at) AS last_at
          FROM respondent_sessions r
         WHERE r.survey_id = s.id AND r.status = 'complete'
      ) c ON c.last_at IS NOT NULL
     WHERE s.state IN ('live', 'paused')
     ORDER BY c.last_at DESC`);
  return result.rows.map((r) => r.survey_id);
}
