import type { ApiKeyScope } from '@survey/domain/apiKeys/scopes';
import { AppError } from '../../lib/errors.ts';

/** A key that is unknown, malformed or revoked: one answer for all, so nothing is revealed. */
export const invalidApiKey = () =>
  new AppError('UNAUTHENTICATED', 'The API key is not valid or has been revoked.', {
    reason: 'INVALID_API_KEY',
  });

/** The key lacks the scope the route needs (403, the scope named so the integrator can fix it). */
export const missingScope = (scope: ApiKeyScope) =>
  new AppError('FORBIDDEN', `This API key does not have the ${scope} scope.`, {
    reason: 'MISSING_SCOPE',
    scope,
  });

export const tooManyKeys = (max: number) =>
  new AppError('BAD_USER_INPUT', `At most ${max} API keys per account. Revoke one first.`, {
    reason: 'TOO_MANY_KEYS',
  });

/** An export not done yet (or failed): there is no file to fetch. */
export const exportNotReady = (status: string) =>
  new AppError('CONFLICT', `The export is ${status}: its file is not ready.`, {
    reason: 'EXPORT_NOT_READY',
    status,
  });
