import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AUTH_THROTTLES, sweepAuthAttempts, type ThrottleRule } from './throttle.ts';

/** Queue of the job that deletes throttle attempts that no longer count (modules/auth/throttle.ts). */
export const SWEEP_AUTH_ATTEMPTS_QUEUE = 'sweep-auth-attempts';
/** Hourly, at minute 17 (away from the other hourly jobs): a row outlives its window by an hour at most. */
export const SWEEP_AUTH_ATTEMPTS_CRON = '17 * * * *';

export async function runSweepAuthAttempts(deps: {
  db: Db;
  clock: Clock;
  log: Pick<Logger, 'info'>;
  /** Other modules' rules counted in the same table (the chat post throttle). */
  alsoSweep: readonly ThrottleRule[];
}): Promise<void> {
  const rules = [...AUTH_THROTTLES, ...deps.alsoSweep];
  const deleted = await sweepAuthAttempts(deps.db, deps.clock(), rules);
  if (deleted > 0) deps.log.info({ count: deleted }, 'swept old auth attempts');
}
