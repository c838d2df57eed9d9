import { endSession } from '@survey/domain/respondent/engine/engine';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { releaseReservedPlaces } from './quotaCells.store.ts';
import { findSessionById, idleSessionIds, saveSession } from './sessions.store.ts';

/** An in-progress session without an answer for this long has been abandoned. */
export const IDLE_SESSION_MS = 30 * 60_000;
/** Sessions dropped per run at most (the job runs every minute). */
const BATCH = 500;

/**
 * Ends abandoned sessions as dropped and gives their reserved quota places back, each in its own
 * transaction with the session's row locked: an answer arriving at that moment either lands first
 * (the session is no longer idle and stays) or finds the session ended. Answers the ids dropped.
 */
export async function dropIdleSessions(ctx: { db: Db; clock: Clock }): Promise<string[]> {
  const before = new Date(ctx.clock().getTime() - IDLE_SESSION_MS);
  const ids = await idleSessionIds(ctx.db, before, BATCH);
  const dropped: string[] = [];
  for (const id of ids) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await findSessionById(tx, id, { forUpdate: true });
      if (!row?.state || row.status !== 'in_progress') return false;
      if (row.updatedAt && row.updatedAt >= before) return false;
      await releaseReservedPlaces(tx, row.surveyId, row.quotaCells);
      await saveSession(tx, id, {
        state: endSession(row.state, 'dropped'),
        quotaCells: [],
        flags: row.flags,
        now: ctx.clock(),
      });
      return true;
    });
    if (done) dropped.push(id);
  }
  return dropped;
}
