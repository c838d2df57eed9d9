import { getTableColumns } from 'drizzle-orm';
import type { Database } from '@survey/server/src/db/database.ts';
import {
  respondentAnswers,
  respondentExportRows,
  respondentSessions,
} from '@survey/server/src/modules/respondent/respondent.tables.ts';

export interface ScaleFigures {
  /** Copies added of every walked session (the survey ends with copies + 1 times its rows). */
  copies: number;
  ms: number;
  /** The bench database's size on disk after the copies (pg_database_size), in bytes. */
  databaseBytes: number;
}

const column = (c: { name: string }) => `"${c.name}"`;

/** The tables the copies go into. */
const TABLES = ['respondent_sessions', 'respondent_answers', 'respondent_export_rows'];

/**
 * The select list of `table`'s columns, in its order, each as written in `replaced` (by column
 * name) or copied as it is from `alias`.
 */
function selectList(
  table: Parameters<typeof getTableColumns>[0],
  alias: string,
  replaced: Record<string, string>,
) {
  const names = Object.values(getTableColumns(table)).map((c) => c.name);
  return {
    columns: names.map((n) => column({ name: n })).join(', '),
    values: names.map((n) => replaced[n] ?? `${alias}."${n}"`).join(', '),
  };
}

/**
 * A stored wide CSV record (wideCsvRecord.ts) and its weight offset with the copy's respondent id
 * as its first field: a record that starts with the walked id as a bare field (the walked ids
 * need no quotes) gets the new id there and its weight offset moved by the id's growth; any other
 * is left out (null), and the export encodes that row from its cells.
 */
function recordWithNewRespondent(column: string, newRespondent: string): Record<string, string> {
  const starts = `left(e.${column}, length(e.respondent_id) + 1) = e.respondent_id || ','`;
  return {
    [column]: `CASE WHEN ${starts}
                    THEN ${newRespondent} || substr(e.${column}, length(e.respondent_id) + 1) END`,
    [`${column}_weight_at`]: `CASE WHEN ${starts} THEN e.${column}_weight_at
                    + octet_length(${newRespondent}) - octet_length(e.respondent_id) END`,
  };
}

/**
 * P10's 1,000,000 completes from the walked ones: every session of the survey (complete or not),
 * its answers and its export row copied `copies` times inside PostgreSQL (INSERT ... SELECT: no
 * row travels to the client), each copy under a new session id (md5 of the old id and the copy's
 * number, the same in the three tables) and respondent id (`{id}~{copy}`, in the session row
 * and its export row's cells and wide CSV records; the state's copy keeps the walked id: nothing read from it here
 * uses it, and rewriting it would decompress and compress every state again). Quota cells' fills are multiplied likewise. The copies are the
 * walked completes' answers again, so every count is the walked one times copies + 1: the work a
 * summary or an export does per complete is that of a survey of this size, not its variety.
 */
export async function multiplyResults(
  database: Database,
  surveyId: string,
  copies: number,
  progress: (line: string) => void,
  opts: {
    /** false: answers stay the walked ones (an export reads only export rows: half the time). */
    answers?: boolean;
  } = {},
): Promise<ScaleFigures> {
  const withAnswers = opts.answers ?? true;
  const start = performance.now();
  // Temporary tables live in one session: one connection for the whole copy.
  const client = await database.pool.connect();
  const q = (text: string, params: unknown[] = []) => client.query(text, params);
  try {
    // The walked rows, read once: each copy reads these instead of the growing tables (reading
    // the survey's rows again per copy and picking the walked ones would be quadratic).
    await q(
      `CREATE TEMP TABLE walked_sessions AS
             SELECT * FROM respondent_sessions WHERE survey_id = $1`,
      [surveyId],
    );
    await q(
      `CREATE TEMP TABLE walked_answers AS
             SELECT * FROM respondent_answers WHERE survey_id = $1`,
      [surveyId],
    );
    await q(`CREATE TEMP TABLE walked_export_rows AS
             SELECT e.*, s.respondent_id FROM respondent_export_rows e
               JOIN walked_sessions s ON s.id = e.session_id`);
    await q('ANALYZE walked_sessions, walked_answers, walked_export_rows');
    // Bulk load: the copies' secondary indexes are built once at the end instead of row by row,
    // and foreign keys are not checked row by row (every copy references a copied session; the
    // bench database's owner is a superuser). Primary and unique keys stay checked.
    const { rows: indexes } = await q(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename = ANY ($1)
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [TABLES],
    );
    for (const i of indexes as Array<{ indexname: string }>) await q(`DROP INDEX "${i.indexname}"`);
    await q(`SET session_replication_role = replica`);
    // Nothing else references these two: unlogged, the copies write no WAL (the bench database
    // is thrown away at the end; reading an unlogged table costs what reading a logged one does).
    await q('ALTER TABLE respondent_answers SET UNLOGGED');
    await q('ALTER TABLE respondent_export_rows SET UNLOGGED');
    const newId = (id: string) => `md5(${id}::text || ':' || $1)::uuid`;
    const newRespondent = (alias: string) => `${alias}.respondent_id || '~' || $1`;
    const sessions = selectList(respondentSessions, 's', {
      id: newId('s.id'),
      respondent_id: newRespondent('s'),
    });
    const answers = selectList(respondentAnswers, 'a', { session_id: newId('a.session_id') });
    const exportRows = selectList(respondentExportRows, 'e', {
      session_id: newId('e.session_id'),
      // The respondent id is a cell of the row (a JSON string in the cells' array).
      cells: `replace(e.cells, to_jsonb(e.respondent_id)::text, to_jsonb(${newRespondent('e')})::text)`,
      ...recordWithNewRespondent('csv_labels', newRespondent('e')),
      ...recordWithNewRespondent('csv_codes', newRespondent('e')),
    });
    // One copy a statement: progress shows, and no statement holds ~40M new rows at once.
    for (let copy = 1; copy <= copies; copy++) {
      const t0 = performance.now();
      const k = [String(copy)];
      await q(
        `INSERT INTO respondent_sessions (${sessions.columns})
               SELECT ${sessions.values} FROM walked_sessions s`,
        k,
      );
      if (withAnswers)
        await q(
          `INSERT INTO respondent_answers (${answers.columns})
               SELECT ${answers.values} FROM walked_answers a`,
          k,
        );
      await q(
        `INSERT INTO respondent_export_rows (${exportRows.columns})
               SELECT ${exportRows.values} FROM walked_export_rows e`,
        k,
      );
      progress(`copy ${copy}/${copies} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    await q('DROP TABLE walked_sessions, walked_answers, walked_export_rows');
    await q(`SET session_replication_role = DEFAULT`);
    const t0 = performance.now();
    for (const i of indexes as Array<{ indexdef: string }>) await q(i.indexdef);
    progress(`secondary indexes built again in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await q(`UPDATE survey_quota_cells SET filled = filled * $2 WHERE survey_id = $1`, [
      surveyId,
      copies + 1,
    ]);
    // As generateResults: the reads measured next must not pay for the bulk load's hint bits.
    await q(`VACUUM (ANALYZE) ${TABLES.join(', ')}`);
    const { rows } = await q('SELECT pg_database_size(current_database())::float8 AS bytes');
    return {
      copies,
      ms: performance.now() - start,
      databaseBytes: Number((rows[0] as { bytes: number } | undefined)?.bytes ?? Number.NaN),
    };
  } finally {
    client.release();
  }
}
