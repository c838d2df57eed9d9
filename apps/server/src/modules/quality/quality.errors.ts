import { AppError } from '../../lib/errors.ts';

/** Some ids are not completes of the survey: 400, nothing excluded or included. */
export const notCompletesOfSurvey = (sessionIds: string[]) =>
  new AppError('BAD_USER_INPUT', 'Only completes of this survey can be excluded or included.', {
    reason: 'NOT_A_COMPLETE',
    sessionIds: sessionIds.slice(0, 20),
  });
