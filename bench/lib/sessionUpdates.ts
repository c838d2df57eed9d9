import { sql } from 'drizzle-orm';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';

/** Updates of `respondent_sessions` between two readings, and how many were heap-only (HOT). */
export interface SessionUpdates {
  updates: number;
  hot: number;
}

async function read(db: BenchDatabase): Promise<SessionUpdates> {
  // A fresh view of the counters each time (otherwise a transaction keeps the first one it read).
  await db.database.db.execute(sql`SELECT pg_stat_clear_snapshot()`);
  const rows = await db.database.db.execute<{ updates: string; hot: string }>(
    sql`SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables
         WHERE relname = 'respondent_sessions'`,
  );
  return { updates: Number(rows.rows[0]?.updates ?? 0), hot: Number(rows.rows[0]?.hot ?? 0) };
}

/**
 * Counts the session row's updates and heap-only ones (issue 40 §1: a page answer's update should
 * touch no index). PostgreSQL's backends report their counters when idle, at most once a second
 * (every 10 s at the latest), so the reading after a run waits until two readings a second apart
 * agree.
 */
export async function sessionUpdateCounter(
  db: BenchDatabase,
): Promise<() => Promise<SessionUpdates>> {
  const before = await read(db);
  return async () => {
    let last = await read(db);
    for (let i = 0; i < 12; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await read(db);
      if (now.updates === last.updates && now.hot === last.hot) break;
      last = now;
    }
    return { updates: last.updates - before.updates, hot: last.hot - before.hot };
  };
}

/**
 * The session table as it was before issue 40 §1, for the bench's comparison in the same run:
 * the idle index on `updated_at` (which every answer changes: no update is heap-only) and pages
 * filled full. `undo` puts the current design back. Bench only: the product has one design.
 */
export async function previousSessionIndexes(
  db: BenchDatabase,
): Promise<{ undo(): Promise<void> }> {
  await db.database.db.execute(sql`
    CREATE INDEX respondent_sessions_idle_idx ON respondent_sessions (updated_at)
     WHERE status = 'in_progress'`);
  await db.database.db.execute(sql`ALTER TABLE respondent_sessions SET (fillfactor = 100)`);
  return {
    undo: async () => {
      await db.database.db.execute(sql`DROP INDEX respondent_sessions_idle_idx`);
      await db.database.db.execute(sql`ALTER TABLE respondent_sessions SET (fillfactor = 80)`);
    },
  };
}
