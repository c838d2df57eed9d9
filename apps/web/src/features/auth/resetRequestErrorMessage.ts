import { ApiError } from '../../lib/apiError.ts';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from './authMessages.ts';

/** Spec 1 §5: an unknown user gets the "sign up instead" text; 429 and others their own. */
export function resetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return AUTH_MESSAGES.resetUserNotFound;
  if (error instanceof ApiError && error.status === 429)
    return tooManyAttemptsMessage('reset', error.retryAfterSeconds);
  if (error instanceof ApiError && error.isUnavailable) return AUTH_MESSAGES.unavailable;
  return AUTH_MESSAGES.generic;
}
