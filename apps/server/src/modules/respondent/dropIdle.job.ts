import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { dropIdleSessions } from './dropIdle.ts';

/** Queue of the job that drops respondent sessions left idle (modules/respondent/dropIdle.ts). */
export const DROP_IDLE_QUEUE = 'drop-idle-respondent-sessions';
/**
 * Every minute: a dropout's reserved quota places come back within a minute of their timeout.
 * While the simulated panel runs, its tick (every 5 s) runs the same sweep, because its members'
 * timeouts are seconds long (modules/panelTraffic/traffic.job.ts).
 */
export const DROP_IDLE_CRON = '* * * * *';

export async function runDropIdleSessions(deps: {
  db: Db;
  clock: Clock;
  abandonment: AbandonmentSettings;
  log: Pick<Logger, 'info'>;
}): Promise<void> {
  const dropped = await dropIdleSessions(deps);
  if (dropped.length > 0)
    deps.log.info({ count: dropped.length }, 'dropped idle respondent sessions');
}
