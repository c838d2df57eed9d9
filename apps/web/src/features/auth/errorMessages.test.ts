import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from '../../lib/apiError.ts';
import { waitText } from './authMessages.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { resetRequestErrorMessage } from './resetRequestErrorMessage.ts';

describe('lock-out messages', () => {
  it('tell a reset requester the hour the limit lasts, not "a few minutes"', () => {
    const blocked = apiErrorFrom(429, { error: 'RATE_LIMITED', message: 'Too many' });
    expect(resetRequestErrorMessage(blocked)).toBe(
      'Too many reset requests. Try again in an hour.',
    );
  });

  it('use the wait the server gives in its 429 answer', () => {
    const blocked = apiErrorFrom(429, {
      error: 'RATE_LIMITED',
      message: 'Too many',
      retryAfterSeconds: 41 * 60 + 5,
    });
    expect(resetRequestErrorMessage(blocked)).toBe(
      'Too many reset requests. Try again in 42 minutes.',
    );
    expect(loginErrorMessage(blocked)).toBe('Too many failed log-ins. Try again in 42 minutes.');
  });

  it('fall back to the login window of 15 minutes', () => {
    expect(loginErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toBe(
      'Too many failed log-ins. Try again in 15 minutes.',
    );
  });

  it('round waits up to whole minutes', () => {
    expect(waitText(0)).toBe('a minute');
    expect(waitText(59)).toBe('a minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3599)).toBe('an hour');
    expect(waitText(3600)).toBe('an hour');
  });
});
