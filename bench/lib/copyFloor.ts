import { createWriteStream, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '@survey/server/src/db/database.ts';

/** The stored export rows a survey's exports read (exportCompletes.store.ts's cursor). */
export interface ExportRowsKey {
  surveyId: string;
  publishedVersion: number;
  format: number;
}

export interface FloorRun {
  ms: number;
  bytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** COPY takes no bind parameters: the key is checked, then written into the statement. */
function rowsOf(key: ExportRowsKey): string {
  if (!UUID.test(key.surveyId)) throw new Error(`copy floor: ${key.surveyId} is no uuid`);
  const int = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new Error(`copy floor: ${n} is no integer`);
    return String(n);
  };
  return `FROM respondent_export_rows
           WHERE survey_id = '${key.surveyId}' AND published_version = ${int(key.publishedVersion)}
             AND format = ${int(key.format)}`;
}

/**
 * The two COPY statements, over the rows the export's cursor reads, in its order (session id).
 * `stored`, the floor: each row as stored (session id, the cells' JSON text, the raking
 * categories), PostgreSQL's least work to hand the rows out as CSV. `columns`, for scale: the
 * same rows as the wide file's table, one CSV column per cell (`cells::jsonb ->> i`, codes as the
 * codes CSV writes them), the file PostgreSQL itself would make of them (parsing every row's JSON
 * and taking each cell out makes it several times slower than the floor).
 */
export function floorStatements(key: ExportRowsKey, width: number) {
  const columns = Array.from({ length: width }, (_, i) => `c->>${i}`).join(', ');
  return {
    stored: `COPY (SELECT session_id, cells, categories ${rowsOf(key)} ORDER BY session_id)
             TO STDOUT (FORMAT csv)`,
    columns: `COPY (SELECT ${columns} FROM (SELECT cells::jsonb AS c ${rowsOf(key)}
                     ORDER BY session_id) r) TO STDOUT (FORMAT csv)`,
  };
}

/** Cells per stored row of `key` (the wide layout's width). */
export async function storedWidth(database: Database, key: ExportRowsKey): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `SELECT jsonb_array_length(cells::jsonb) AS n ${rowsOf(key)} LIMIT 1`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * One COPY ... TO STDOUT streamed into `file` on a pooled connection; timed from the statement
 * to the file's last byte on disk (the connection is taken before the clock starts).
 */
export async function copyToFile(
  database: Database,
  statement: string,
  file: string,
): Promise<FloorRun> {
  const client = await database.pool.connect();
  try {
    const start = performance.now();
    await pipeline(client.query(copyTo(statement)), createWriteStream(file));
    return { ms: performance.now() - start, bytes: statSync(file).size };
  } finally {
    client.release();
  }
}
