import { sql } from 'drizzle-orm';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';

/** Statements PostgreSQL ran for the bench database between two readings, by statement text. */
export interface StatementCounts {
  total: number;
  byText: Map<string, number>;
  /** Milliseconds PostgreSQL spent executing (planning included) each text, over the calls. */
  msByText: Map<string, number>;
  /** Rows each text returned or changed, over the calls. */
  rowsByText: Map<string, number>;
}

/**
 * Counts the statements every client of the bench database runs (pg_stat_statements: needs
 * `startBenchDatabase({ statementStats: true })`). A statement is one round trip of the server
 * (BEGIN and COMMIT included: utility statements are tracked); the bench's own monitoring
 * queries (pg_stat_activity, this counter) are left out.
 */
export async function statementCounter(db: BenchDatabase): Promise<() => Promise<StatementCounts>> {
  await db.database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
  const read = async (): Promise<StatementCounts> => {
    const rows = await db.database.db.execute<{
      query: string;
      calls: string;
      ms: number;
      rows: string;
    }>(
      sql`SELECT s.query, sum(s.calls)::bigint AS calls, sum(s.rows)::bigint AS rows,
                 sum(s.total_exec_time + s.total_plan_time)::float8 AS ms
            FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
           WHERE d.datname = current_database() AND s.query NOT ILIKE '%pg_stat%'
           GROUP BY s.query`,
    );
    const byText = new Map(rows.rows.map((r) => [r.query, Number(r.calls)]));
    const msByText = new Map(rows.rows.map((r) => [r.query, Number(r.ms)]));
    const rowsByText = new Map(rows.rows.map((r) => [r.query, Number(r.rows)]));
    const total = [...byText.values()].reduce((a, b) => a + b, 0);
    return { total, byText, msByText, rowsByText };
  };
  const before = await read();
  return async () => {
    const after = await read();
    const byText = new Map<string, number>();
    const msByText = new Map<string, number>();
    const rowsByText = new Map<string, number>();
    for (const [text, calls] of after.byText) {
      const n = calls - (before.byText.get(text) ?? 0);
      if (n <= 0) continue;
      byText.set(text, n);
      msByText.set(text, (after.msByText.get(text) ?? 0) - (before.msByText.get(text) ?? 0));
      rowsByText.set(text, (after.rowsByText.get(text) ?? 0) - (before.rowsByText.get(text) ?? 0));
    }
    return { total: after.total - before.total, byText, msByText, rowsByText };
  };
}

/**
 * The `top` statements by calls, as 'calls/unit  ms a call  text' lines (text cut to one short
 * line; ms: PostgreSQL's planning and execution, its CPU and waits, not the round trip).
 */
export function topStatements(counts: StatementCounts, per: number, top = 8): string[] {
  return [...counts.byText]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([text, calls]) =>
        `${(calls / per).toFixed(3).padStart(7)}  ${((counts.msByText.get(text) ?? 0) / calls).toFixed(3).padStart(6)} ms  ` +
        text.replace(/\s+/g, ' ').slice(0, 100),
    );
}
