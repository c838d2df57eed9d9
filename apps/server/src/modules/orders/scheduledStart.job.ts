import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { startDueSurveys } from './scheduledStart.service.ts';

/** The job's work: start the scheduled surveys whose start date has come, and log what it did. */
export async function runStartScheduledSurveys(deps: {
  db: Executor;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
}): Promise<void> {
  const { started, refused } = await startDueSurveys({ db: deps.db, clock: deps.clock });
  if (started.length > 0) deps.log.info({ surveyIds: started }, 'started scheduled surveys');
  if (refused.length > 0) deps.log.warn({ refused }, 'could not start scheduled surveys');
}
