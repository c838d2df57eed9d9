import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { panelTrafficKnobs } from './panelTraffic.tables.ts';
import type { TrafficKnobs } from './trafficPlan.ts';

/** PostgreSQL's foreign_key_violation, as pg reports it (drizzle may wrap it in `cause`). */
function isForeignKeyViolation(err: unknown): boolean {
  const cause = err instanceof Error && 'cause' in err ? err.cause : undefined;
  return [err, cause].some(
    (e) => typeof e === 'object' && e !== null && 'code' in e && e.code === '23503',
  );
}

/**
 * Stores a survey's knobs (an empty object clears them, whether or not there were any). False
 * when knobs are set for a survey that does not exist: nothing is written.
 */
export async function saveKnobs(
  db: Executor,
  surveyId: string,
  knobs: TrafficKnobs,
  now: Date,
): Promise<boolean> {
  if (Object.keys(knobs).length === 0) {
    await db.delete(panelTrafficKnobs).where(eq(panelTrafficKnobs.surveyId, surveyId));
    return true;
  }
  try {
    await db
      .insert(panelTrafficKnobs)
      .values({ surveyId, knobs, updatedAt: now })
      .onConflictDoUpdate({
        target: panelTrafficKnobs.surveyId,
        set: { knobs: sql`excluded.knobs`, updatedAt: sql`excluded.updated_at` },
      });
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

/** A survey's knobs; none set: an empty object. */
export async function knobsOf(db: Executor, surveyId: string): Promise<TrafficKnobs> {
  const [row] = await db
    .select({ knobs: panelTrafficKnobs.knobs })
    .from(panelTrafficKnobs)
    .where(eq(panelTrafficKnobs.surveyId, surveyId));
  return row?.knobs ?? {};
}
