import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  MAX_SHARE_DAYS,
  shareExpiryProblem,
  sharePasswordProblem,
} from './shareLinkRules.ts';

const DAY = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');

describe('share link rules', () => {
  it('takes an expiry in the future up to a year ahead, and refuses the past, now and beyond', () => {
    expect(shareExpiryProblem(new Date(now.getTime() + 1), now)).toBeNull();
    expect(shareExpiryProblem(new Date(now.getTime() + MAX_SHARE_DAYS * DAY), now)).toBeNull();
    expect(shareExpiryProblem(now, now)).toBe('The expiry date must be in the future.');
    expect(shareExpiryProblem(new Date(now.getTime() + MAX_SHARE_DAYS * DAY + 1), now)).toMatch(
      /at most 365 days/,
    );
    expect(shareExpiryProblem(new Date('nope'), now)).toBe('Choose an expiry date.');
  });

  it('an expiry is accepted exactly when it lies in (now, now + 365 days]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * DAY, max: 400 * DAY }), (delta) => {
        const ok = delta > 0 && delta <= MAX_SHARE_DAYS * DAY;
        expect(shareExpiryProblem(new Date(now.getTime() + delta), now) === null).toBe(ok);
      }),
    );
  });

  it('a password has 8 to 128 characters', () => {
    expect(sharePasswordProblem('1234567')).toMatch(/at least 8/);
    expect(sharePasswordProblem('12345678')).toBeNull();
    expect(sharePasswordProblem('x'.repeat(129))).toMatch(/at most 128/);
  });

  it('a picked date expires at the end of that day where the researcher is', () => {
    expect(endOfDay('2026-06-30', 0).toISOString()).toBe('2026-06-30T23:59:59.999Z');
    // UTC+2 (offset -120): the day ends two hours earlier in UTC.
    expect(endOfDay('2026-06-30', -120).toISOString()).toBe('2026-06-30T21:59:59.999Z');
  });
});
