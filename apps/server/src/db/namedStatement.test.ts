import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/testDatabase.ts';
import { disableNamedStatements, runNamed } from './namedStatement.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** The names prepared on the connection the next query of a one-connection pool runs on. */
async function preparedNames(database: TestDatabase): Promise<string[]> {
  const r = await database.pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
  return r.rows.map((row) => row.name);
}

describe('runNamed', () => {
  let named: TestDatabase;
  let unnamed: TestDatabase;
  beforeAll(async () => {
    named = await createTestDatabase();
    unnamed = await createTestDatabase();
    disableNamedStatements(unnamed.pool);
  });
  afterAll(async () => {
    await named.drop();
    await unnamed.drop();
  });

  const statement = (n: number) => sql`SELECT ${n}::int + 1 AS next`;

  it('prepares a named statement on the connection by default', async () => {
    // Both calls may land on any pooled connection: run enough that the one checked has it.
    for (let i = 0; i < 25; i += 1) {
      expect(await runNamed(named.db, 'cluster_test_next', statement(i))).toEqual([
        { next: i + 1 },
      ]);
    }
    const seen = await Promise.all(Array.from({ length: 5 }, () => preparedNames(named)));
    expect(seen.flat()).toContain('cluster_test_next');
  });

  it('sends the same statement unnamed on a pool with named statements off (PgBouncer)', async () => {
    for (let i = 0; i < 25; i += 1) {
      expect(await runNamed(unnamed.db, 'cluster_test_next', statement(i))).toEqual([
        { next: i + 1 },
      ]);
    }
    const seen = await Promise.all(Array.from({ length: 5 }, () => preparedNames(unnamed)));
    expect(seen.flat()).not.toContain('cluster_test_next');
  });

  it("sends drizzle's prepared statements unnamed too on such a pool, named on the other", async () => {
    const prepare = (database: TestDatabase) =>
      database.db
        .select({ next: sql<number>`${sql.placeholder('n')}::int + 1` })
        .from(sql`(SELECT 1) AS t`)
        .prepare('cluster_test_drizzle');
    for (const database of [named, unnamed]) {
      const prepared = prepare(database);
      for (let i = 0; i < 25; i += 1) {
        expect(await prepared.execute({ n: i })).toEqual([{ next: i + 1 }]);
      }
    }
    const seenNamed = await Promise.all(Array.from({ length: 5 }, () => preparedNames(named)));
    expect(seenNamed.flat()).toContain('cluster_test_drizzle');
    const seen = await Promise.all(Array.from({ length: 5 }, () => preparedNames(unnamed)));
    expect(seen.flat()).not.toContain('cluster_test_drizzle');
  });
});
