import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { endLongPausedSurveys } from './pauseExpiry.service.ts';

/** Queue of the hourly auto-end of projects paused past PAUSE_AUTO_END_BUSINESS_DAYS. */
export const END_LONG_PAUSED_QUEUE = 'end-long-paused-surveys';
/** Every hour, on the hour (UTC). */
export const END_LONG_PAUSED_CRON = '0 * * * *';

/**
 * The job's work: apply the rule at the current time and log what it ended. A survey the lifecycle
 * table will not end (its order halted or missing) is logged as a warning and tried again next hour.
 */
export async function runEndLongPausedSurveys(deps: {
  db: Executor;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
}): Promise<void> {
  const { ended, refused } = await endLongPausedSurveys({ db: deps.db }, deps.clock());
  if (ended.length > 0) deps.log.info({ surveyIds: ended }, 'ended surveys paused too long');
  if (refused.length > 0) deps.log.warn({ refused }, 'could not end surveys paused too long');
}
