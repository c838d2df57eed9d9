import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, fieldMessages } from './apiError.ts';

describe('apiErrorFrom', () => {
  it('keeps the status, code, message and fields of a server error', () => {
    const error = apiErrorFrom(400, {
      error: 'BAD_USER_INPUT',
      message: 'Invalid input',
      fields: [{ path: 'emailAddress', message: 'Enter an e-mail address.' }, { path: 1 }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Invalid input');
    expect(error.fields).toEqual([{ path: 'emailAddress', message: 'Enter an e-mail address.' }]);
  });

  it('falls back to the status for a body that is not an error object', () => {
    const error = apiErrorFrom(502, undefined);
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toBe('Request failed with status 502');
    expect(error.fields).toEqual([]);
    expect(error.isUnavailable).toBe(true);
  });

  it('is not "unavailable" for client errors', () => {
    expect(apiErrorFrom(401, { error: 'UNAUTHENTICATED', message: 'x' }).isUnavailable).toBe(false);
  });
});

describe('fieldMessages', () => {
  it('maps field paths to their first message', () => {
    const error = new ApiError(400, 'BAD_USER_INPUT', 'bad', [
      { path: 'password', message: 'Too short' },
      { path: 'password', message: 'Second' },
      { path: 'firstName', message: 'Required' },
    ]);
    expect(fieldMessages(error)).toEqual({ password: 'Too short', firstName: 'Required' });
  });

  it('is empty for other errors', () => {
    expect(fieldMessages(new Error('x'))).toEqual({});
  });
});
