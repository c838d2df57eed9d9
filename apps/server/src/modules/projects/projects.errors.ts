import { badInput, notFound } from '../../lib/errors.ts';

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
