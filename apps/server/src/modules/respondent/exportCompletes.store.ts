/**
 * Completes as raw-data exports read them. Every complete has an export row
 * (`respondent_export_rows`, packages/domain/src/exports/exportRow.ts) written when it completed;
 * an export reads those rows in session-id order. Rows that are missing or stale (made for another
 * published version or format, or completes from before the rows existed) are worked out again
 * from the session's state first: `staleExportRowIds` + `exportCompletesByIds`.
 * Only status 'complete' is ever read.
 */
import { loopAnswers } from '@survey/domain/results/loopResults';
import { sectionAnswers } from '@survey/domain/results/sectionVariables';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.ts';
import { copyRows, copyTextRows } from '../../db/copyRows.ts';
import { uuidArray } from './sqlArrays.ts';

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
  sections: number[] | null;
  /** Issue 38 §2: the session's loop items by section (state.loops). */
  loops: Record<string, string[]> | null;
}

/**
 * Ids of completes after `afterId` (in id order) whose export row is missing or not made for
 * `key`: each page goes on where the last stopped, instead of passing every complete already
 * caught up again.
 */
export async function staleExportRowIds(
  db: Executor,
  key: ExportRowKey,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const after = afterId === null ? sql`` : sql`AND s.id > ${afterId}`;
  const result = await db.execute<{ id: string }>(sql`
    SELECT s.id FROM respondent_sessions s
     WHERE s.survey_id = ${key.surveyId} AND s.status = 'complete' ${after}
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
           s.flags, s.state -> 'forks' AS forks, s.state -> 'answers' AS answers,
           s.state -> 'layout' -> 'sections' AS sections,
           s.state -> 'loops' AS loops
      FROM respondent_sessions s
     WHERE s.id = ANY(${uuidArray(ids)}) AND s.status = 'complete'`);
  return result.rows.map((r) => ({
    sessionId: r.id,
    respondentId: r.respondent_id,
    startedAtMs: Number(r.started_ms),
    completedAtMs: r.completed_ms === null ? null : Number(r.completed_ms),
    flags: r.flags ?? [],
    forks: r.forks ?? {},
    answers: { ...r.answers, ...sectionAnswers(r.sections), ...loopAnswers(r.loops) },
  }));
}

/**
 * How many completes have no export row made for `key` (rows exist only for completes, and go
 * with their session: a count tells). Two index scans instead of an anti-join of every complete.
 */
export async function missingExportRows(db: Executor, key: ExportRowKey): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM respondent_sessions
             WHERE survey_id = ${key.surveyId} AND status = 'complete')
         - (SELECT count(*) FROM respondent_export_rows
             WHERE survey_id = ${key.surveyId} AND published_version = ${key.publishedVersion}
               AND format = ${key.format}) AS n`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Leaves out the completes excluded from analysis (the quality module's `complete_exclusions`,
 * named here so that weights and rows are read in one statement each, in the export's snapshot;
 * a primary-key probe per row).
 */
const notExcluded = (surveyId: string) => sql`
  NOT EXISTS (SELECT 1 FROM complete_exclusions x
               WHERE x.survey_id = ${surveyId} AND x.session_id = respondent_export_rows.session_id)`;

/**
 * Export rows made for `key` and not excluded, counted by their raking categories (what weighting
 * needs).
 */
export async function exportCategoryCounts(
  db: Executor,
  key: ExportRowKey,
): Promise<Array<{ categories: string | null; count: number }>> {
  const result = await db.execute<{ categories: string | null; n: number }>(sql`
    SELECT categories, count(*)::int AS n FROM respondent_export_rows
     WHERE survey_id = ${key.surveyId} AND published_version = ${key.publishedVersion}
       AND format = ${key.format} AND ${notExcluded(key.surveyId)}
     GROUP BY categories`);
  return result.rows.map((r) => ({ categories: r.categories, count: Number(r.n) }));
}

/** The cursor an export reads its rows through (one per transaction). */
const EXPORT_ROWS_CURSOR = 'export_rows';

/**
 * Opens, in the caller's transaction, a cursor over the export rows made for `key` (excluded
 * completes left out) in session-id
 * order (an index range scan of respondent_export_rows_survey_idx): their cells and raking
 * categories, read with `fetchExportRows`. PostgreSQL plans and starts the scan once; each fetch
 * goes on where the last one stopped. Closed when the transaction ends.
 */
export async function openExportRows(
  tx: Executor,
  key: ExportRowKey,
  pageKeys: readonly string[] = [],
): Promise<void> {
  const answers = pageKeys.length > 0 ? answersOf(pageKeys) : sql`NULL::text`;
  await tx.execute(sql`
    DECLARE ${sql.identifier(EXPORT_ROWS_CURSOR)} NO SCROLL CURSOR FOR
    SELECT cells, categories, ${answers} AS answers FROM respondent_export_rows
     WHERE survey_id = ${key.surveyId} AND published_version = ${key.publishedVersion}
       AND format = ${key.format} AND ${notExcluded(key.surveyId)}
     ORDER BY session_id`);
}

/** Closes the cursor `openExportRows` opened (a file across markets opens one per market). */
export async function closeExportRows(tx: Executor): Promise<void> {
  await tx.execute(sql`CLOSE ${sql.identifier(EXPORT_ROWS_CURSOR)}`);
}

/**
 * A complete's answers to the given pages (a weighting scheme's questions, issue 38 §5) as one
 * JSON array text, read from its session's state (a primary-key probe per row). The same
 * expression in the counts and in the cursor, so the texts match.
 */
const answersOf = (pageKeys: readonly string[]) => sql`(
  SELECT jsonb_build_array(${sql.join(
    pageKeys.map((k) => sql`s.state -> 'answers' -> ${k}::text`),
    sql`, `,
  )})::text
    FROM respondent_sessions s WHERE s.id = respondent_export_rows.session_id)`;

/**
 * Export rows made for `key` and not excluded, counted by their answers to the given pages (what
 * weighting to a scheme needs): each text is a JSON array, one answer (or null) per page key.
 */
export async function exportAnswerCounts(
  db: Executor,
  key: ExportRowKey,
  pageKeys: readonly string[],
): Promise<Array<{ answers: string; count: number }>> {
  const result = await db.execute<{ answers: string; n: number }>(sql`
    SELECT ${answersOf(pageKeys)} AS answers, count(*)::int AS n FROM respondent_export_rows
     WHERE survey_id = ${key.surveyId} AND published_version = ${key.publishedVersion}
       AND format = ${key.format} AND ${notExcluded(key.surveyId)}
     GROUP BY 1`);
  return result.rows.map((r) => ({ answers: r.answers, count: Number(r.n) }));
}

/** A stored export row as an export reads it. */
export interface StoredExportRow {
  cells: string;
  categories: string | null;
  answers: string | null;
}

/**
 * The export rows made for `key` (excluded completes left out) in session-id order, read in the
 * caller's transaction (its snapshot) by binary COPY and handed out `pageSize` at a time: the
 * same rows as the cursor (`openExportRows`), without node-postgres's row objects, which cost
 * about as much CPU as PostgreSQL's whole COPY of them (issue 40 §2, exports README).
 */
export async function* copyExportRows(
  tx: Tx,
  key: ExportRowKey,
  pageKeys: readonly string[],
  pageSize: number,
): AsyncGenerator<StoredExportRow[]> {
  const answers = pageKeys.length > 0 ? answersOf(pageKeys) : sql`NULL::text`;
  const select = sql`
    SELECT cells, categories, ${answers} AS answers FROM respondent_export_rows
     WHERE survey_id = ${key.surveyId}::uuid AND published_version = ${key.publishedVersion}
       AND format = ${key.format} AND ${notExcluded(key.surveyId)}
     ORDER BY session_id`;
  for await (const rows of copyTextRows(tx, select, 3, pageSize)) {
    yield rows.map(([cells, categories, answers]) => {
      if (cells == null) throw new Error('an export row without cells');
      return { cells, categories: categories ?? null, answers: answers ?? null };
    });
  }
}

/** A stored wide CSV record (wideCsvRecord.ts) as an export reads it. */
export interface StoredWideRecord {
  /** The record's UTF-8 bytes (a view of the COPY's piece: copied into the file, never decoded). */
  bytes: Buffer;
  /** Byte offset of the empty weight field. */
  weightAt: number;
}

/** A stored row with its wide CSV record when that is usable, else its cells. */
export type StoredRecordRow =
  | { record: StoredWideRecord; cells: null; categories: string | null; answers: string | null }
  | { record: null; cells: string; categories: string | null; answers: string | null };

const RECORD_COLUMNS = {
  labels: { text: sql.raw('csv_labels'), weightAt: sql.raw('csv_labels_weight_at') },
  codes: { text: sql.raw('csv_codes'), weightAt: sql.raw('csv_codes_weight_at') },
} as const;

/**
 * The rows `copyExportRows` reads, each with its stored wide CSV record (`which`: labels or
 * codes) instead of its cells when the record is there and of `recordFormat`; otherwise its cells
 * (a row stored before records existed, or of an older record format), which the export encodes.
 */
export async function* copyWideRecords(
  tx: Tx,
  key: ExportRowKey,
  query: { pageKeys: readonly string[]; pageSize: number },
  record: { which: keyof typeof RECORD_COLUMNS; format: number },
): AsyncGenerator<StoredRecordRow[]> {
  const answers = query.pageKeys.length > 0 ? answersOf(query.pageKeys) : sql`NULL::text`;
  const column = RECORD_COLUMNS[record.which];
  const usable = sql`(record_format = ${record.format} AND ${column.text} IS NOT NULL
                      AND ${column.weightAt} IS NOT NULL)`;
  const select = sql`
    SELECT CASE WHEN ${usable} THEN NULL ELSE cells END, categories, ${answers} AS answers,
           CASE WHEN ${usable} THEN ${column.text} END,
           CASE WHEN ${usable} THEN ${column.weightAt}::text END
      FROM respondent_export_rows
     WHERE survey_id = ${key.surveyId}::uuid AND published_version = ${key.publishedVersion}
       AND format = ${key.format} AND ${notExcluded(key.surveyId)}
     ORDER BY session_id`;
  const bytes = new Set([3]);
  for await (const rows of copyRows(tx, select, 5, query.pageSize, bytes)) {
    yield rows.map(([cells, categories, answers, record, weightAt]): StoredRecordRow => {
      const rest = { categories: text(categories), answers: text(answers) };
      const at = text(weightAt);
      if (Buffer.isBuffer(record) && at !== null) {
        return { record: { bytes: record, weightAt: Number(at) }, cells: null, ...rest };
      }
      const own = text(cells);
      if (own === null) throw new Error('an export row without cells');
      return { record: null, cells: own, ...rest };
    });
  }
}

/** A text column of `copyRows` (one not handed out as bytes). */
function text(field: string | Buffer | null | undefined): string | null {
  if (field == null) return null;
  if (typeof field !== 'string') throw new Error('a text column handed out as bytes');
  return field;
}

/** The next `count` rows of the cursor `openExportRows` opened (fewer at the end). */
export async function fetchExportRows(
  tx: Executor,
  count: number,
): Promise<Array<{ cells: string; categories: string | null; answers: string | null }>> {
  const result = await tx.execute<{
    cells: string;
    categories: string | null;
    answers: string | null;
  }>(
    sql`FETCH FORWARD ${sql.raw(String(Math.max(1, Math.floor(count))))} FROM ${sql.identifier(EXPORT_ROWS_CURSOR)}`,
  );
  return result.rows;
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
