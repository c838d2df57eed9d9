import type { TestProject } from 'vitest/node';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';
import { createTemplateDatabase } from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The migrated database every test database is created from. */
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL (an admin connection to any server)
 * when set, otherwise a throw-away embedded cluster. The migrations run once, into a template
 * database; each test file creates its own database from it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const stops: Array<() => Promise<void>> = [];
  let adminUrl = external;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-test-pg-'));
    chmodSync(dir, 0o755); // the postgres user must reach it when we run as root
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), pino({ level: 'warn' }), {
      persistent: false,
      durable: false,
    });
    stops.push(async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    adminUrl = pg.adminUrl;
  }
  const stopAll = async () => {
    for (const stop of stops) await stop();
  };
  try {
    const template = await createTemplateDatabase(adminUrl);
    stops.unshift(() => template.drop());
    project.provide('adminDatabaseUrl', adminUrl);
    project.provide('templateDatabase', template.name);
  } catch (error) {
    await stopAll(); // an embedded cluster must not outlive a failed setup
    throw error;
  }
  return stopAll;
}
