import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  DEFAULT_DELIVERY_DAYS,
  effectiveStartDay,
  fieldworkEndDay,
  goesLiveNow,
  startDayNeedsReset,
  utcDay,
} from './fieldworkDates.ts';

const today = '2026-11-23';
const days = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => utcDay(new Date(ms)));

describe('calendarDay', () => {
  it('reads days and date-times as UTC days', () => {
    expect(calendarDay('2026-11-23')).toBe('2026-11-23');
    expect(calendarDay('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    expect(calendarDay('2026-11-23T23:30:00-05:00')).toBe('2026-11-24');
  });

  it('refuses what is not a real date', () => {
    for (const bad of [null, undefined, '', '2026-02-31', '2026-13-01', '23/11/2026', 'soon']) {
      expect(calendarDay(bad)).toBeNull();
    }
    expect(calendarDay('2026-11-23garbage')).toBeNull();
  });
});

describe('fieldworkEndDay', () => {
  it('adds the estimated delivery days, 7 when unknown', () => {
    expect(fieldworkEndDay(today, 3)).toBe('2026-11-26');
    expect(fieldworkEndDay(today, null)).toBe('2026-11-30');
    expect(DEFAULT_DELIVERY_DAYS).toBe(7);
    expect(fieldworkEndDay('2026-12-30', 5)).toBe('2027-01-04');
    expect(fieldworkEndDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('never ends before it starts', () => {
    fc.assert(
      fc.property(days, fc.option(fc.integer({ min: -5, max: 60 })), (start, delivery) => {
        expect(fieldworkEndDay(start, delivery) >= start).toBe(true);
      }),
    );
  });
});

describe('start date at purchase', () => {
  it('keeps today or a later day, and resets a past or missing one to today', () => {
    expect(effectiveStartDay('2026-11-30', today)).toBe('2026-11-30');
    expect(effectiveStartDay('2026-11-23T00:00:00.000Z', today)).toBe(today);
    expect(effectiveStartDay('2026-11-22', today)).toBe(today);
    expect(effectiveStartDay(null, today)).toBe(today);
    expect(startDayNeedsReset('2026-11-22T00:00:00.000Z', today)).toBe(true);
    expect(startDayNeedsReset(null, today)).toBe(true);
    expect(startDayNeedsReset(today, today)).toBe(false);
    expect(startDayNeedsReset('2026-12-01', today)).toBe(false);
  });

  it('is never before today, and is live now only on today', () => {
    fc.assert(
      fc.property(days, days, (saved, now) => {
        const start = effectiveStartDay(saved, now);
        expect(start >= now).toBe(true);
        expect(goesLiveNow(start, now)).toBe(start === now);
      }),
    );
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });
});
