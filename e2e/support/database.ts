import { readFileSync } from 'node:fs';
import pg from 'pg';
import { dbUrlFile } from './paths.ts';

/** Runs one SQL statement against the E2E server's database. */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: readFileSync(dbUrlFile, 'utf8').trim() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
