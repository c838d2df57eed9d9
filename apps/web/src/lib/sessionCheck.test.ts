import { describe, expect, it } from 'vitest';
import { sessionCheck } from './sessionCheck.ts';

const NOW = Date.UTC(2026, 0, 1);

function tokenExpiringAt(seconds: number): string {
  const payload = btoa(JSON.stringify({ exp: seconds })).replace(/=+$/, '');
  return `h.${payload}.s`;
}

describe('sessionCheck', () => {
  it('asks for login when no e-mail is stored, even with a valid token', () => {
    expect(sessionCheck(null, tokenExpiringAt(NOW / 1000 + 3600), NOW)).toBe('login');
  });

  it('refreshes when the token is missing', () => {
    expect(sessionCheck('a@b.co', null, NOW)).toBe('refresh');
  });

  it('refreshes when the token has expired', () => {
    expect(sessionCheck('a@b.co', tokenExpiringAt(NOW / 1000 - 60), NOW)).toBe('refresh');
  });

  it('keeps a session whose token is still valid', () => {
    expect(sessionCheck('a@b.co', tokenExpiringAt(NOW / 1000 + 3600), NOW)).toBe('ok');
  });
});
