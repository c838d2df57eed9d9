import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { costPerInterview, incidenceMultiplier, loiBaseCpi } from './costPerInterview.ts';

const loi = fc.integer({ min: 1, max: 120 });
const rate = fc.double({ min: 0, max: 100, noNaN: true });
const markup = fc.double({ min: 0, max: 5, noNaN: true });

describe('cost per interview', () => {
  it('prices by LOI tier', () => {
    expect(loiBaseCpi(2)).toBe(1);
    expect(loiBaseCpi(5)).toBe(1);
    expect(loiBaseCpi(6)).toBe(1.5);
    expect(loiBaseCpi(30)).toBe(3.9);
    expect(loiBaseCpi(40)).toBeCloseTo(5.4);
  });

  it('charges more for rarer respondents', () => {
    expect(incidenceMultiplier(100)).toBe(1);
    expect(incidenceMultiplier(50)).toBe(1.25);
    expect(incidenceMultiplier(10)).toBe(3.5);
    expect(incidenceMultiplier(0.5)).toBe(10);
  });

  it('adds the markup to the amount only, rounded to pence', () => {
    expect(
      costPerInterview({ lengthOfInterview: 2, incidenceRate: 100, accountMarkup: 0 }),
    ).toEqual({ amount: 1, baseAmount: 1, currency: 'GBP' });
    expect(
      costPerInterview({ lengthOfInterview: 12, incidenceRate: 40, accountMarkup: 0.15 }),
    ).toEqual({ amount: 3.68, baseAmount: 3.2, currency: 'GBP' });
  });

  it('refuses inputs outside the card', () => {
    const ok = { lengthOfInterview: 5, incidenceRate: 50, accountMarkup: 0 };
    expect(() => costPerInterview({ ...ok, lengthOfInterview: 0 })).toThrow(RangeError);
    expect(() => costPerInterview({ ...ok, incidenceRate: 101 })).toThrow(RangeError);
    expect(() => costPerInterview({ ...ok, incidenceRate: Number.NaN })).toThrow(RangeError);
    expect(() => costPerInterview({ ...ok, accountMarkup: -0.1 })).toThrow(RangeError);
  });

  test.prop([loi, loi, rate, markup])('never falls as the interview gets longer', (a, b, r, m) => {
    const [short, long] = a <= b ? [a, b] : [b, a];
    const q = (minutes: number) =>
      costPerInterview({ lengthOfInterview: minutes, incidenceRate: r, accountMarkup: m });
    expect(q(short).amount).toBeLessThanOrEqual(q(long).amount);
    expect(q(short).baseAmount).toBeLessThanOrEqual(q(long).baseAmount);
  });

  test.prop([loi, rate, rate, markup])('never falls as incidence gets lower', (l, a, b, m) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    const q = (r: number) =>
      costPerInterview({ lengthOfInterview: l, incidenceRate: r, accountMarkup: m });
    expect(q(low).amount).toBeGreaterThanOrEqual(q(high).amount);
  });

  test.prop([loi, rate, markup])(
    'is positive, in pence, and the markup never lowers it',
    (l, r, m) => {
      const quote = costPerInterview({ lengthOfInterview: l, incidenceRate: r, accountMarkup: m });
      expect(quote.baseAmount).toBeGreaterThan(0);
      expect(quote.amount).toBeGreaterThanOrEqual(quote.baseAmount);
      expect(Math.round(quote.amount * 100)).toBeCloseTo(quote.amount * 100, 6);
    },
  );
});
