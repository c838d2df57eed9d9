import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openDatabase, runMigrations, type Database } from '../src/db/database.ts';

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const dropDatabase = (adminUrl: string, name: string) =>
  adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's migrated database (globalSetup.ts): each test database is a copy of it, which takes
 * a fraction of replaying every migration. Nothing stays connected to it, as CREATE DATABASE ...
 * TEMPLATE requires. Its name is the run's own: runs may share a TEST_DATABASE_URL server.
 */
export async function createTemplateDatabase(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = openDatabase(urlOf(adminUrl, name), pino({ level: 'silent' }), 1);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => dropDatabase(adminUrl, name) };
}

/** A fresh, migrated database of its own for one test file. `drop()` removes it. */
export async function createTestDatabase(): Promise<
  Database & { url: string; drop(): Promise<void> }
> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = urlOf(adminUrl, name);
  const database = openDatabase(url, pino({ level: 'silent' }), 10);
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
