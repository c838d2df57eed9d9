import type { TestApp } from './testApp.ts';

/**
 * Tables whose rows change without a request having changed anything: the questionnaire's
 * write-behind snapshot (a copy of the command log, written a second after an earlier edit), the
 * analytics events, written in batches after earlier actions (that a refused action sends no
 * event is checked in analyticsFlows.api.test.ts), and the results index's stored snapshots, a
 * cache written in the background (in a worker thread since session 26) after an earlier read
 * built the index.
 */
const WRITTEN_BEHIND = new Set([
  'draft_questionnaire_snapshots',
  'analytics_events',
  'results_index_snapshots',
  'results_index_snapshot_parts',
]);

/** A digest of every row of every table, by table: equal digests, equal data. */
export type DbDigest = Record<string, string>;

/**
 * Reads a digest of the whole test database (every account's rows), for "a refused call changed
 * nothing". The test database is small, so hashing it all is a few milliseconds.
 */
export async function databaseDigester(t: TestApp): Promise<() => Promise<DbDigest>> {
  const pool = t.deps.database.pool;
  const { rows } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const tables = rows.map((r) => r.name).filter((name) => !WRITTEN_BEHIND.has(name));
  const sql = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM "${name}" r`,
    )
    .join(' UNION ALL ');
  return async () => {
    const result = await pool.query<{ name: string; digest: string }>(sql);
    return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
  };
}
