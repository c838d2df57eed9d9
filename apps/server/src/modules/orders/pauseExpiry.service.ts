import { businessDaysBetween } from '@survey/domain/projects/businessDays';
import { PAUSE_AUTO_END_BUSINESS_DAYS } from '@survey/domain/projects/constants';
import type { Executor } from '../../db/database.ts';
import { isAppError } from '../../lib/errors.ts';
import { lockSurvey, pausedSurveysBefore } from '../projects/surveys.service.ts';
import { moveSurveyAsSystem } from './orders.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const pausedTooLong = (pausedAt: Date, now: Date) =>
  businessDaysBetween(pausedAt, now) > PAUSE_AUTO_END_BUSINESS_DAYS;

/** Surveys paused for more than PAUSE_AUTO_END_BUSINESS_DAYS business days at `now`. */
export async function surveysPausedTooLong(ctx: { db: Executor }, now: Date): Promise<string[]> {
  // A survey can only qualify if it was paused more than that many calendar days ago.
  const roughCutoff = new Date(now.getTime() - PAUSE_AUTO_END_BUSINESS_DAYS * DAY_MS);
  const candidates = await pausedSurveysBefore(ctx, roughCutoff);
  return candidates.filter((s) => pausedTooLong(s.pausedAt, now)).map((s) => s.id);
}

/**
 * Ends one survey paused too long, the way "End project" does (order Completed, then survey
 * completed) through the lifecycle table as the system. Re-checked under the survey's lock: a
 * survey unpaused, paused again, ended or deleted since it was found is left alone (false).
 * A survey the table will not end (its order halted or missing) throws INVALID_STATE_TRANSITION.
 */
export async function endPausedSurvey(
  ctx: { db: Executor },
  surveyId: string,
  now: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey({ db: tx }, surveyId);
    if (survey?.state !== 'paused' || !survey.pausedAt || !pausedTooLong(survey.pausedAt, now)) {
      return false;
    }
    await moveSurveyAsSystem({ db: tx, clock: () => now }, surveyId, 'completed');
    return true;
  });
}

/**
 * The rule of spec 1 §4: a project paused for more than PAUSE_AUTO_END_BUSINESS_DAYS business days
 * ends. Each survey ends in its own transaction, so one the table refuses does not hold up the
 * rest. Runs hourly as a job (pauseExpiry.job.ts); safe to run any number of times.
 */
export async function endLongPausedSurveys(
  ctx: { db: Executor },
  now: Date,
): Promise<{ ended: string[]; refused: { surveyId: string; reason: string }[] }> {
  const ended: string[] = [];
  const refused: { surveyId: string; reason: string }[] = [];
  for (const surveyId of await surveysPausedTooLong(ctx, now)) {
    try {
      if (await endPausedSurvey(ctx, surveyId, now)) ended.push(surveyId);
    } catch (err) {
      if (!isAppError(err)) throw err;
      refused.push({ surveyId, reason: err.message });
    }
  }
  return { ended, refused };
}
