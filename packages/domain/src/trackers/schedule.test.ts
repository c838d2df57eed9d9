import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  excludedWaves,
  formatLocalDate,
  hasWave,
  scheduleProblems,
  startOfLocalDay,
  waveDate,
  waveLaunchAt,
  withinBudget,
  type LocalDate,
  type TrackerSchedule,
} from './schedule.ts';

const monthly = (startDate: string, more: Partial<TrackerSchedule> = {}): TrackerSchedule => ({
  every: 1,
  unit: 'month',
  startDate,
  endDate: null,
  waveCount: null,
  timeZone: 'UTC',
  ...more,
});

const dates = (s: TrackerSchedule, n: number) =>
  Array.from({ length: n }, (_, i) => formatLocalDate(waveDate(s, i + 1)));

const localDateIn = (zone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'America/Santiago',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'America/St_Johns',
];

const localDates = fc
  .record({
    year: fc.integer({ min: 2000, max: 2060 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));

describe('wave dates', () => {
  it('a monthly tracker started on the 31st runs on the last day of shorter months and returns to the 31st', () => {
    expect(dates(monthly('2027-01-31'), 5)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(dates(monthly('2028-01-31'), 2)).toEqual(['2028-01-31', '2028-02-29']);
  });

  it('every 3 months crosses the year', () => {
    expect(dates(monthly('2027-11-30', { every: 3 }), 3)).toEqual([
      '2027-11-30',
      '2028-02-29',
      '2028-05-30',
    ]);
  });

  it('every 2 weeks is 14 days whatever the month or a clock change', () => {
    const s = monthly('2027-03-21', { unit: 'week', every: 2, timeZone: 'Europe/London' });
    expect(dates(s, 3)).toEqual(['2027-03-21', '2027-04-04', '2027-04-18']);
  });

  it('ends at the end date or the number of waves, whichever comes first', () => {
    const s = monthly('2027-01-15', { endDate: '2027-04-14' });
    expect([1, 2, 3, 4].map((n) => hasWave(s, n))).toEqual([true, true, true, false]);
    const counted = monthly('2027-01-15', { waveCount: 2, endDate: '2028-01-01' });
    expect([1, 2, 3].map((n) => hasWave(counted, n))).toEqual([true, true, false]);
  });

  it('property: monthly waves keep the start day or the last day of a shorter month, one month apart', () => {
    fc.assert(
      fc.property(
        localDates,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (start, every, n) => {
          const s = monthly(formatLocalDate(start), { every });
          const d = waveDate(s, n);
          const months = (d.year - start.year) * 12 + (d.month - start.month);
          expect(months).toBe((n - 1) * every);
          expect(d.day).toBe(Math.min(start.day, daysInMonth(d.year, d.month)));
          expect(formatLocalDate(waveDate(s, n + 1)) > formatLocalDate(d)).toBe(true);
        },
      ),
    );
  });

  it('property: weekly waves are exactly 7 x N days apart', () => {
    fc.assert(
      fc.property(
        localDates,
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 1, max: 60 }),
        (start, every, n) => {
          const s = monthly(formatLocalDate(start), { unit: 'week', every });
          const day = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
          expect(day(waveDate(s, n + 1)) - day(waveDate(s, n))).toBe(7 * every);
        },
      ),
    );
  });
});

describe('launch instants in a time zone', () => {
  it('launches at local midnight: London in summer is 23:00 UTC the day before', () => {
    const s = monthly('2027-06-15', { timeZone: 'Europe/London' });
    expect(waveLaunchAt(s, 1).toISOString()).toBe('2027-06-14T23:00:00.000Z');
    expect(waveLaunchAt(s, 6).toISOString()).toBe('2027-11-15T00:00:00.000Z');
    expect(waveLaunchAt(monthly('2027-06-15', { timeZone: 'Asia/Kolkata' }), 1).toISOString()).toBe(
      '2027-06-14T18:30:00.000Z',
    );
  });

  it('a day whose midnight does not exist (Santiago springs forward at 00:00) begins at 01:00', () => {
    const at = startOfLocalDay({ year: 2022, month: 9, day: 11 }, 'America/Santiago');
    expect(at.toISOString()).toBe('2022-09-11T04:00:00.000Z');
    expect(localDateIn('America/Santiago', at)).toBe('2022-09-11');
    expect(localDateIn('America/Santiago', new Date(at.getTime() - 1))).toBe('2022-09-10');
  });

  it('property: the launch instant is the first instant of the wave date in its zone', () => {
    fc.assert(
      fc.property(localDates, fc.constantFrom(...ZONES), (date, zone) => {
        const at = startOfLocalDay(date, zone);
        expect(localDateIn(zone, at)).toBe(formatLocalDate(date));
        expect(localDateIn(zone, new Date(at.getTime() - 1))).not.toBe(formatLocalDate(date));
      }),
    );
  });
});

describe('exclusions and budget', () => {
  it('wave n refuses respondents of the previous k waves, never a wave before 1', () => {
    expect(excludedWaves(5, 2)).toEqual([3, 4]);
    expect(excludedWaves(2, 3)).toEqual([1]);
    expect(excludedWaves(4, 0)).toEqual([]);
  });

  it('a budget is a ceiling the waves reach but never pass', () => {
    expect(withinBudget(60_000, 40_000, 100_000)).toBe(true);
    expect(withinBudget(60_000, 40_001, 100_000)).toBe(false);
  });
});

describe('schedule checks', () => {
  it('names every wrong field', () => {
    const problems = scheduleProblems({
      every: 13,
      unit: 'month',
      startDate: '2027-02-30',
      endDate: 'soon',
      waveCount: 1,
      timeZone: 'Mars/Olympus',
    });
    expect(problems.map((p) => p.path)).toEqual([
      'every',
      'startDate',
      'endDate',
      'waveCount',
      'timeZone',
    ]);
    expect(scheduleProblems(monthly('2027-01-31', { endDate: '2027-01-31' }))).toEqual([
      { path: 'endDate', message: 'must be after the start date' },
    ]);
    expect(scheduleProblems(monthly('2027-01-31', { timeZone: 'Europe/Paris' }))).toEqual([]);
  });
});
