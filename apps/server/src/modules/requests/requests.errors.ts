import { AppError, badInput } from '../../lib/errors.ts';

/** Requests are for Completed surveys only (spec 3 §4): 409, nothing sent. */
export const surveyNotCompleted = (state: string) =>
  new AppError('CONFLICT', 'Requests can be made only for a completed survey.', {
    code: 'SURVEY_NOT_COMPLETED',
    state,
  });

/** The ids key names another panel than the one that sent the survey's respondents. */
export const wrongRespondentIdsKey = (given: string, expected: string) =>
  badInput(`The respondent ids of this survey go under ${expected}.`, [
    { path: given, message: `expected ${expected}` },
  ]);

export const badFollowUpIds = (key: string, message: string) =>
  badInput(message, [{ path: key, message }]);

/** Not one id is a complete of the survey: nothing to send. */
export const noMatchingRespondents = (key: string) =>
  badFollowUpIds(key, 'None of these ids belongs to a respondent who completed this survey.');
