import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  ensureDatabase,
  openDatabase,
  runMigrations,
  type Database,
} from '@survey/server/src/db/database.ts';
import { startEmbeddedPostgres } from '@survey/server/src/db/embeddedPostgres.ts';

export interface BenchDatabase {
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL with the server's migrations applied, removed on stop(). With
 * `statementStats`, pg_stat_statements is loaded (statementCounter in pgStatements.ts).
 */
export async function startBenchDatabase(
  opts: { statementStats?: boolean } = {},
): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-bench-pg-'));
  chmodSync(dir, 0o755); // the postgres user must reach it when run as root
  const log = pino({ level: process.env.BENCH_PG_LOG ?? 'warn' });
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), log, {
    persistent: false,
    ...(opts.statementStats && { settings: ['shared_preload_libraries=pg_stat_statements'] }),
  });
  await ensureDatabase(pg.adminUrl, 'bench');
  const url = pg.urlFor('bench');
  const database = openDatabase(url, log);
  await runMigrations(database);
  return {
    database,
    url,
    async stop() {
      await database.close();
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
