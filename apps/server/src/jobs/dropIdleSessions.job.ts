import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { dropIdleSessions } from '../modules/respondent/dropIdle.ts';

/** Queue of the job that drops respondent sessions left idle (modules/respondent/dropIdle.ts). */
export const DROP_IDLE_QUEUE = 'drop-idle-respondent-sessions';
/** Every minute: a dropout's reserved quota places come back within a minute of the 30. */
export const DROP_IDLE_CRON = '* * * * *';

export async function runDropIdleSessions(deps: {
  db: Db;
  clock: Clock;
  log: Pick<Logger, 'info'>;
}): Promise<void> {
  const dropped = await dropIdleSessions({ db: deps.db, clock: deps.clock });
  if (dropped.length > 0)
    deps.log.info({ count: dropped.length }, 'dropped idle respondent sessions');
}
