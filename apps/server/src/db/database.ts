import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from '../lib/logger.ts';
import { serverFile } from '../lib/serverFiles.ts';

/** The pool's drizzle handle; `$client` is the pool itself (prepared statements, namedStatement.ts). */
export type Db = NodePgDatabase & { $client: pg.Pool };
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a store runs its SQL: the pool or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * How long a query waits for a pooled connection before it fails. A wait this long means the pool
 * is exhausted for good (a transaction waiting on the pool it holds), and an error the caller sees
 * beats a request that hangs forever.
 */
const POOL_WAIT_MS = 15_000;

/** Opens a pool to `url`. Pool errors (a backend killed on shutdown) are logged, not thrown. */
export function openDatabase(url: string, log: Pick<Logger, 'warn'>, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: POOL_WAIT_MS });
  pool.on('error', (err) => log.warn({ err }, 'idle database client failed'));
  const db = drizzle({ client: pool });
  return { db, pool, close: () => pool.end() };
}

/** Applies every pending SQL migration under apps/server/drizzle. */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: serverFile('drizzle') });
}

/** Creates `name` through an admin connection unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
