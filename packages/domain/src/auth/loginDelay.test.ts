import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOGIN_POLICY, accountLoginDelayMs, accountLoginWaitMs } from './loginDelay.ts';

const { freeFailures, baseDelayMs, maxDelayMs } = ACCOUNT_LOGIN_POLICY;

describe('accountLoginDelayMs', () => {
  it('costs nothing until the free failures are used up', () => {
    for (let n = 0; n < freeFailures; n++) expect(accountLoginDelayMs(n)).toBe(0);
  });

  it('doubles from the base delay after the free failures, up to the cap', () => {
    const schedule = Array.from({ length: 8 }, (_, i) => accountLoginDelayMs(freeFailures + i));
    expect(schedule).toEqual([30, 60, 120, 240, 480, 900, 900, 900].map((s) => s * 1000));
    expect(accountLoginDelayMs(freeFailures)).toBe(baseDelayMs);
    expect(accountLoginDelayMs(1e9)).toBe(maxDelayMs);
  });

  it('never shrinks as failures grow and never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(accountLoginDelayMs(lo)).toBeLessThanOrEqual(accountLoginDelayMs(hi));
        expect(accountLoginDelayMs(hi)).toBeLessThanOrEqual(maxDelayMs);
      }),
    );
  });
});

describe('accountLoginWaitMs', () => {
  it('is what is left of the delay since the latest failure', () => {
    expect(accountLoginWaitMs(freeFailures, 10_000)).toBe(20_000);
    expect(accountLoginWaitMs(freeFailures, 30_000)).toBe(0);
    expect(accountLoginWaitMs(freeFailures - 1, 0)).toBe(0);
  });

  it('lets the owner in at most the cap after the latest failure, however many there were', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(10 * maxDelayMs), (failures, since) => {
        const wait = accountLoginWaitMs(failures, since);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(since + wait).toBeLessThanOrEqual(Math.max(since, maxDelayMs));
        if (since >= maxDelayMs) expect(wait).toBe(0);
      }),
    );
  });
});
