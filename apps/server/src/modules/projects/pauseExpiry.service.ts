import { businessDaysBetween } from '@survey/domain/projects/businessDays';
import { PAUSE_AUTO_END_BUSINESS_DAYS } from '@survey/domain/projects/constants';
import type { Executor } from '../../db/database.ts';
import { completeOrdersOfSurveys } from '../orders/orders.service.ts';
import { completePausedSurveys, surveysPausedBefore } from './projects.store.ts';

/**
 * The rule of spec 1 §4: a project paused for more than PAUSE_AUTO_END_BUSINESS_DAYS business days
 * ends: its survey becomes completed and its order Completed. Returns the surveys it ended.
 * Runs hourly as a job (jobs/endLongPausedSurveys.job.ts); safe to run any number of times.
 */
export async function endLongPausedSurveys(ctx: { db: Executor }, now: Date): Promise<string[]> {
  // A survey can only qualify if it was paused more than that many calendar days ago.
  const roughCutoff = new Date(now.getTime() - PAUSE_AUTO_END_BUSINESS_DAYS * 24 * 60 * 60 * 1000);
  const candidates = await surveysPausedBefore(ctx.db, roughCutoff);
  const expired = candidates
    .filter((s) => businessDaysBetween(s.pausedAt, now) > PAUSE_AUTO_END_BUSINESS_DAYS)
    .map((s) => s.id);
  if (expired.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    // Only those still paused: a survey unpaused meanwhile keeps running.
    const ended = await completePausedSurveys(tx, expired, now);
    await completeOrdersOfSurveys({ db: tx, clock: () => now }, ended);
    return ended;
  });
}
