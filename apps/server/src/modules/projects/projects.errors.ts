import { AppError, badInput, notFound } from '../../lib/errors.ts';

/** Typed errors of the projects service; another account's ids answer exactly like missing ones. */
export const projectNotFound = () => notFound('Project');
export const surveyNotFound = () => notFound('Survey');
export const accountNotFound = () => notFound('Account');
export const creatorMismatch = () =>
  badInput('creator must be your own e-mail address', [
    { path: 'creator', message: 'must be your own e-mail address' },
  ]);
export const unknownSolution = () =>
  badInput('Unknown solution', [{ path: 'solutionId', message: 'unknown solution' }]);

/**
 * A survey or order move the lifecycle table (packages/domain/src/projects/surveyStates.ts)
 * refuses; `extensions` carry what was asked and why, the message names from and to.
 */
export const invalidTransition = (refusal: {
  entity: 'survey' | 'order';
  from: string;
  to: string;
  reason: string;
  message: string;
}) =>
  new AppError('INVALID_STATE_TRANSITION', refusal.message, {
    entity: refusal.entity,
    from: refusal.from,
    to: refusal.to,
    reason: refusal.reason,
  });

/**
 * The survey was bought (or is past its draft): its questionnaire and audience are frozen as the
 * published version respondents get, so drafts can no longer change (spec 3 §4 Purchase).
 */
export const surveyNotEditable = (state: string) =>
  new AppError(
    'CONFLICT',
    'This survey has been purchased: its questionnaire and audience can no longer be changed.',
    { code: 'SURVEY_NOT_EDITABLE', category: 'CONFLICT', state },
  );
