import { sql } from 'drizzle-orm';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';

/**
 * Samples what the server's PostgreSQL connections (those opened since `since`, when it started)
 * are doing, every `everyMs`, until stopped:
 * 'idle' (free in the pool), 'idle in transaction' (the server holds a transaction and works in
 * Node), 'active' with no wait (PostgreSQL works) or with its wait event (a row lock, I/O, ...).
 * Averaged, the counts say where an answer's time is spent and whether the pool runs dry.
 */
export function samplePgActivity(db: BenchDatabase, since: Date, everyMs = 50) {
  const counts = new Map<string, number>();
  let samples = 0;
  let busiest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.database.db.execute<{ what: string; n: number }>(
        sql`SELECT CASE WHEN state = 'active' AND wait_event IS NOT NULL
                        THEN 'active, waiting ' || wait_event_type || ':' || wait_event
                        ELSE coalesce(state, 'unknown') END AS what,
                   count(*)::int AS n
            FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND backend_type = 'client backend' AND backend_start >= ${since}
            GROUP BY 1`,
      );
      samples += 1;
      let busy = 0;
      for (const r of rows.rows) {
        counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
        if (r.what !== 'idle') busy += r.n;
      }
      busiest = Math.max(busiest, busy);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const mean = [...counts]
      .map(([what, n]) => ({ what, connections: n / Math.max(1, samples) }))
      .sort((a, b) => b.connections - a.connections);
    return { mean, busiest, samples };
  };
}
