import type { Executor } from '../../db/database.ts';
import { exclusionsOf, insertExclusions } from './exclusions.store.ts';

/**
 * Makes `surveyId` refuse every supplier respondent id that completed one of `excludedSurveyIds`
 * (a tracker's previous waves). A system call of the trackers job, inside its transaction, after
 * it checked that every survey named is the tracker's own: there is no viewer to authorise.
 */
export function excludeCompletesOf(
  db: Executor,
  surveyId: string,
  excludedSurveyIds: string[],
): Promise<void> {
  return insertExclusions(db, surveyId, excludedSurveyIds);
}

/** The surveys whose completes `surveyId` refuses (the tracker's wave view). */
export function excludedSurveysOf(db: Executor, surveyId: string): Promise<string[]> {
  return exclusionsOf(db, surveyId);
}
