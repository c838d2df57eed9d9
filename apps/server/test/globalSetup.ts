import type { TestProject } from 'vitest/node';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL (an admin connection to any server)
 * when set, otherwise a throw-away embedded cluster. Each test file creates its own database.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-test-pg-'));
  chmodSync(dir, 0o755); // the postgres user must reach it when we run as root
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), pino({ level: 'warn' }), {
    persistent: false,
    durable: false,
  });
  project.provide('adminDatabaseUrl', pg.adminUrl);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
