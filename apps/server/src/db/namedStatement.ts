import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

const dialect = new PgDialect();

/**
 * Pools whose statements must stay unnamed (DB_NAMED_STATEMENTS=off): behind PgBouncer in
 * transaction mode before 1.21, each statement may run on another server connection, where a name
 * prepared on the last one does not exist (or names another text). Keyed by pool, not a global
 * switch, so that a process with two pools can treat each as its connection needs.
 */
const unnamedPools = new WeakSet<Db['$client']>();

/**
 * Every statement on this pool is sent unnamed (parsed and planned on every call): `runNamed`'s,
 * and drizzle's `.prepare(name)` ones (the token check, the audience's conditional write), whose
 * names are taken off each query of every connection the pool opens. Call before the pool's
 * first connection.
 */
export function disableNamedStatements(pool: Db['$client']): void {
  unnamedPools.add(pool);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    const unnamed = (config: unknown, ...rest: unknown[]) => {
      if (typeof config !== 'object' || config === null || !('name' in config)) {
        return query(config, ...rest);
      }
      const copy: Record<string, unknown> = { ...config };
      delete copy.name;
      return query(copy, ...rest);
    };
    client.query = unnamed as typeof client.query;
  });
}

/**
 * A hot statement run as a NAMED prepared statement: PostgreSQL parses and plans its text once per
 * connection instead of on every call (drizzle's `execute` sends an unnamed one each time). For a
 * statement of several CTEs, planning was most of its time (the questionnaire edit: ~2.4 ms ->
 * ~1.4 ms a call, bench/questionnaireMutations). The text of `statement` must be the same on every
 * call with this name (only its parameters may change): PostgreSQL refuses a name reused for
 * another text on one connection. Runs on the pool, never inside a transaction. On a pool given to
 * `disableNamedStatements` the same text runs unnamed.
 */
export async function runNamed<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  statement: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return runNamedText<Row>(db, name, text, params);
}

/**
 * `runNamed` for a statement written as PostgreSQL text with `$n` parameters: nothing is built per
 * call (drizzle's `sqlToQuery` was ~4% of the answer route's busy CPU, issue 40 §1). For the
 * hottest statements only; the same rules as `runNamed`.
 */
export async function runNamedText<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const query = unnamedPools.has(db.$client) ? { text, values } : { name, text, values };
  const result = await db.$client.query<Row>(query);
  return result.rows;
}
