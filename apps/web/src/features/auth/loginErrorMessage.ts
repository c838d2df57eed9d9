import { ApiError } from '../../lib/apiError.ts';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from './authMessages.ts';

/** Spec 1 §8: 401 and 404 are distinct login errors; anything else is generic. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.generic;
  if (error.status === 401) return AUTH_MESSAGES.wrongPassword;
  if (error.status === 404) return AUTH_MESSAGES.unknownUser;
  if (error.status === 429) return tooManyAttemptsMessage('login', error.retryAfterSeconds);
  if (error.isUnavailable) return AUTH_MESSAGES.unavailable;
  return AUTH_MESSAGES.generic;
}
