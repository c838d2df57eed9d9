import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, purchaseDays, startDayNeedsReset, utcDay } from './fieldworkDates.ts';

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

describe('purchaseDays', () => {
  it('ends after the estimated delivery days, 7 when unknown', () => {
    expect(purchaseDays({ start: today, today, deliveryDays: 3 })).toEqual({
      start: today,
      end: '2026-11-26',
      startsToday: true,
    });
    expect(purchaseDays({ start: today, today, deliveryDays: null }).end).toBe('2026-11-30');
    expect(purchaseDays({ start: '2026-12-30', today, deliveryDays: 5 })).toEqual({
      start: '2026-12-30',
      end: '2027-01-04',
      startsToday: false,
    });
  });

  it('resets a past or missing start to today (spec 3 §4), with the end moved', () => {
    const past = purchaseDays({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-11-08T00:00:00.000Z',
      today,
      deliveryDays: 2,
    });
    expect(past).toEqual({ start: today, end: '2026-11-25', startsToday: true });
    expect(purchaseDays({ start: null, today, deliveryDays: null }).start).toBe(today);
    expect(startDayNeedsReset('2026-11-22T00:00:00.000Z', today)).toBe(true);
    expect(startDayNeedsReset(null, today)).toBe(true);
    expect(startDayNeedsReset(today, today)).toBe(false);
    expect(startDayNeedsReset('2026-12-01', today)).toBe(false);
  });

  it('never starts before today nor ends before it starts; live now only from today', () => {
    fc.assert(
      fc.property(days, days, fc.option(fc.integer({ min: 0, max: 60 })), (saved, now, d) => {
        const fixed = purchaseDays({ start: saved, today: now, deliveryDays: d });
        expect(fixed.start >= now).toBe(true);
        expect(fixed.end >= fixed.start).toBe(true);
        expect(fixed.startsToday).toBe(fixed.start === now);
        expect(startDayNeedsReset(saved, now)).toBe(saved < now);
      }),
    );
  });
});
