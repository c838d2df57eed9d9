import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './businessDays.ts';

const d = (iso: string) => new Date(iso);
const DAY_MS = 86_400_000;
const dates = fc.date({
  min: d('1990-01-01T00:00:00Z'),
  max: d('2090-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('business days', () => {
  it('knows the weekend (UTC)', () => {
    expect(isBusinessDay(d('2024-05-03T23:59:59Z'))).toBe(true); // Friday
    expect(isBusinessDay(d('2024-05-04T00:00:00Z'))).toBe(false); // Saturday
    expect(isBusinessDay(d('2024-05-05T12:00:00Z'))).toBe(false); // Sunday
    expect(isBusinessDay(d('2024-05-06T00:00:00Z'))).toBe(true); // Monday
  });

  it('adds business days across weekends, keeping the time of day', () => {
    expect(addBusinessDays(d('2024-05-03T10:00:00Z'), 1)).toEqual(d('2024-05-06T10:00:00Z'));
    expect(addBusinessDays(d('2024-05-01T10:00:00Z'), 10)).toEqual(d('2024-05-15T10:00:00Z'));
    expect(addBusinessDays(d('2024-05-04T10:00:00Z'), 1)).toEqual(d('2024-05-06T10:00:00Z'));
    expect(addBusinessDays(d('2024-05-04T10:00:00Z'), 0)).toEqual(d('2024-05-04T10:00:00Z'));
  });

  it('refuses negative or fractional day counts', () => {
    expect(() => addBusinessDays(d('2024-05-01T00:00:00Z'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(d('2024-05-01T00:00:00Z'), 1.5)).toThrow(RangeError);
  });

  it('counts the business days after the start date up to and including the end date', () => {
    expect(businessDaysBetween(d('2024-05-01T10:00:00Z'), d('2024-05-01T23:00:00Z'))).toBe(0);
    expect(businessDaysBetween(d('2024-05-03T10:00:00Z'), d('2024-05-06T09:00:00Z'))).toBe(1);
    expect(businessDaysBetween(d('2024-05-04T10:00:00Z'), d('2024-05-05T10:00:00Z'))).toBe(0);
    expect(businessDaysBetween(d('2024-05-01T10:00:00Z'), d('2024-05-15T10:00:00Z'))).toBe(10);
    expect(businessDaysBetween(d('2024-05-15T10:00:00Z'), d('2024-05-01T10:00:00Z'))).toBe(0);
  });

  test.prop([dates, fc.integer({ min: 0, max: 2000 })])(
    'counting back what was added gives the same number',
    (start, n) => {
      expect(businessDaysBetween(start, addBusinessDays(start, n))).toBe(n);
    },
  );

  test.prop([dates, fc.integer({ min: 1, max: 400 })])(
    'adding at least one business day lands on a business day',
    (start, n) => {
      expect(isBusinessDay(addBusinessDays(start, n))).toBe(true);
    },
  );

  test.prop([dates])('any seven calendar days hold five business days', (start) => {
    expect(businessDaysBetween(start, new Date(start.getTime() + 7 * DAY_MS))).toBe(5);
  });

  test.prop([dates, fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 })])(
    'is monotonic in the end date and never more than the calendar days',
    (start, a, b) => {
      const [near, far] = a <= b ? [a, b] : [b, a];
      const toNear = businessDaysBetween(start, new Date(start.getTime() + near * DAY_MS));
      const toFar = businessDaysBetween(start, new Date(start.getTime() + far * DAY_MS));
      expect(toNear).toBeLessThanOrEqual(toFar);
      expect(toFar).toBeLessThanOrEqual(far);
      expect(toNear).toBeGreaterThanOrEqual(0);
    },
  );
});
