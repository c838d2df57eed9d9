import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * A hot statement run as a NAMED prepared statement: PostgreSQL parses and plans its text once per
 * connection instead of on every call (drizzle's `execute` sends an unnamed one each time). For a
 * statement of several CTEs, planning was most of its time (the questionnaire edit: ~2.4 ms ->
 * ~1.4 ms a call, bench/questionnaireMutations). The text of `statement` must be the same on every
 * call with this name (only its parameters may change): PostgreSQL refuses a name reused for
 * another text on one connection. Runs on the pool, never inside a transaction.
 */
export async function runNamed<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  statement: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const result = await db.$client.query<Row>({ name, text, values: params });
  return result.rows;
}
