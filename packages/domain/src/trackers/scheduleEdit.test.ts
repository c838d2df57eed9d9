import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLocalDate, waveDate, waveLaunchAt, type TrackerSchedule } from './schedule.ts';
import {
  budgetProblems,
  editProblems,
  missedWaves,
  rescheduled,
  skippedOnResume,
  type ScheduleChange,
} from './scheduleEdit.ts';

const schedule = (more: Partial<TrackerSchedule> = {}): TrackerSchedule => ({
  every: 4,
  unit: 'week',
  startDate: '2027-01-04',
  endDate: null,
  waveCount: null,
  timeZone: 'UTC',
  ...more,
});

const change = (more: Partial<ScheduleChange> = {}): ScheduleChange => ({
  every: 4,
  unit: 'week',
  endDate: null,
  waveCount: null,
  timeZone: 'UTC',
  ...more,
});

const date = (s: TrackerSchedule, n: number) => formatLocalDate(waveDate(s, n));

describe('an edited schedule', () => {
  it('counts from the last wave made: every 4 weeks to every 2 moves the next wave, not the made ones', () => {
    const old = schedule();
    const next = rescheduled(old, 3, change({ every: 2 }));
    expect(date(next, 3)).toBe(date(old, 3));
    expect(date(old, 4)).toBe('2027-03-29');
    expect(date(next, 4)).toBe('2027-03-15');
    expect(date(next, 5)).toBe('2027-03-29');
  });

  it('switching weeks to months counts months from the last wave’s date', () => {
    const next = rescheduled(schedule(), 2, change({ every: 1, unit: 'month' }));
    expect([2, 3, 4].map((n) => date(next, n))).toEqual(['2027-02-01', '2027-03-01', '2027-04-01']);
  });

  it('a new time zone keeps the local dates and launches at midnight there', () => {
    const next = rescheduled(schedule(), 1, change({ timeZone: 'America/New_York' }));
    expect(waveLaunchAt(next, 2).toISOString()).toBe('2027-02-01T05:00:00.000Z');
  });

  it('a later edit counts from the wave before it, so edits compose', () => {
    const once = rescheduled(schedule(), 2, change({ every: 1 }));
    const twice = rescheduled(once, 4, change({ every: 3 }));
    expect(date(twice, 4)).toBe(date(once, 4));
    expect(date(twice, 4)).toBe('2027-02-15');
    expect(date(twice, 5)).toBe('2027-03-08');
  });

  it('as a property: no wave up to the last one made moves, and the next is one interval later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 1, max: 40 }),
        (oldEvery, newEvery, last) => {
          const old = schedule({ every: oldEvery });
          const next = rescheduled(old, last, change({ every: newEvery }));
          const gap = (Date.parse(date(next, last + 1)) - Date.parse(date(old, last))) / 86_400_000;
          return date(next, last) === date(old, last) && gap === newEvery * 7;
        },
      ),
    );
  });

  it('must hold a wave after the ones made, in the future, naming the field', () => {
    const old = schedule();
    const now = new Date('2027-02-10T00:00:00Z');
    expect(editProblems(rescheduled(old, 2, change({ waveCount: 2 })), 2, now)).toEqual([
      { path: 'waveCount', message: 'must be more than 2' },
    ]);
    expect(editProblems(rescheduled(old, 2, change({ endDate: '2027-02-20' })), 2, now)).toEqual([
      { path: 'endDate', message: 'leaves no wave after wave 2' },
    ]);
    // Wave 2 was on Feb 1; weekly puts wave 3 on Feb 8, before now.
    expect(editProblems(rescheduled(old, 2, change({ every: 1 })), 2, now)).toEqual([
      { path: 'every', message: 'puts the next wave in the past' },
    ]);
    expect(editProblems(rescheduled(old, 2, change({ every: 2 })), 2, now)).toEqual([]);
    // Paused, the passed date is skipped on resume: only a wave ahead is needed.
    expect(editProblems(rescheduled(old, 2, change({ every: 1 })), 2, now, true)).toEqual([]);
    expect(
      editProblems(rescheduled(old, 2, change({ every: 1, waveCount: 3 })), 2, now, true),
    ).toEqual([{ path: 'waveCount', message: 'must be more than 3' }]);
    expect(editProblems(rescheduled(old, 2, change({ timeZone: 'Mars/Base' })), 2, now)).toEqual([
      { path: 'timeZone', message: 'unknown time zone' },
    ]);
  });
});

describe('the budget after an edit', () => {
  it('may not go below what is spent; equal is allowed', () => {
    expect(budgetProblems(10_000, 10_000)).toEqual([]);
    expect(budgetProblems(9_999, 10_000)).toEqual([
      { path: 'budget', message: 'cannot be less than the £100.00 already spent' },
    ]);
    expect(budgetProblems(null, 0)).toEqual([
      { path: 'budget', message: 'is needed to buy waves automatically' },
    ]);
  });
});

describe('resume', () => {
  it('skips every wave whose launch passed while paused and leaves the next one ahead', () => {
    const s = schedule();
    // Paused after wave 2 (Feb 1); resumed on Apr 10: waves 3 (Mar 1) and 4 (Mar 29) passed.
    const now = new Date('2027-04-10T12:00:00Z');
    expect(missedWaves(s, 2, now)).toEqual([3, 4]);
    expect(waveLaunchAt(s, 5) > now).toBe(true);
    expect(missedWaves(s, 2, new Date('2027-02-20T00:00:00Z'))).toEqual([]);
  });

  it('skips nothing past the schedule’s end', () => {
    expect(missedWaves(schedule({ waveCount: 3 }), 2, new Date('2028-01-01T00:00:00Z'))).toEqual([
      3,
    ]);
  });

  it('as a property: never a burst; every missed wave passed and the one after is ahead or absent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<'week' | 'month'>('week', 'month'),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1_000 }),
        (every, unit, last, daysLater) => {
          const s = schedule({ every, unit });
          const now = new Date(waveLaunchAt(s, last).getTime() + daysLater * 86_400_000);
          const missed = missedWaves(s, last, now);
          const after = last + missed.length + 1;
          return (
            missed.every((n, i) => n === last + i + 1 && waveLaunchAt(s, n) <= now) &&
            waveLaunchAt(s, after) > now
          );
        },
      ),
      // Each run computes up to ~150 local midnights (Intl): 40 runs stay fast on a loaded machine.
      { numRuns: 40 },
    );
  });

  it('skips a made wave that was to be bought and whose date passed; one waiting for approval stays', () => {
    const now = new Date('2027-03-02T00:00:00Z');
    const past = new Date('2027-03-01T00:00:00Z');
    const ahead = new Date('2027-03-29T00:00:00Z');
    expect(skippedOnResume({ status: 'scheduled', launchAt: past }, now)).toBe(true);
    expect(skippedOnResume({ status: 'approved', launchAt: past }, now)).toBe(true);
    expect(skippedOnResume({ status: 'pending_approval', launchAt: past }, now)).toBe(false);
    expect(skippedOnResume({ status: 'launched', launchAt: past }, now)).toBe(false);
    expect(skippedOnResume({ status: 'scheduled', launchAt: ahead }, now)).toBe(false);
  });
});
