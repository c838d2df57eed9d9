import type { Executor } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { endLongPausedSurveys } from '../modules/projects/pauseExpiry.service.ts';

/** Queue of the hourly auto-end of projects paused past PAUSE_AUTO_END_BUSINESS_DAYS. */
export const END_LONG_PAUSED_QUEUE = 'end-long-paused-surveys';
/** Every hour, on the hour (UTC). */
export const END_LONG_PAUSED_CRON = '0 * * * *';

/** The job's work: apply the rule at the current time and log what it ended. */
export async function runEndLongPausedSurveys(deps: {
  db: Executor;
  clock: Clock;
  log: Pick<Logger, 'info'>;
}): Promise<void> {
  const ended = await endLongPausedSurveys({ db: deps.db }, deps.clock());
  if (ended.length > 0) deps.log.info({ surveyIds: ended }, 'ended surveys paused too long');
}
