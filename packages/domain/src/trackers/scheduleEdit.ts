/**
 * Editing, pausing and resuming a tracker (issue 39 §4 leftovers). Pure rules the server applies
 * under the tracker's row lock and the web form repeats for its messages:
 *
 * - An edit never changes a wave already made (made, pending approval, bought, refused, skipped):
 *   the new schedule counts from the last wave made, whose date it keeps, so the next wave is that
 *   date plus the new interval; the new schedule must hold that next wave, in the future.
 * - While paused nothing is made or bought. On resume, every wave whose date passed is skipped
 *   (never bought late, never a burst) and the next wave is the first date still ahead.
 */
import {
  formatLocalDate,
  hasWave,
  scheduleProblems,
  waveDate,
  waveLaunchAt,
  type ScheduleUnit,
  type TrackerSchedule,
} from './schedule.ts';

/** The part of the schedule an edit may change (the start date and wave 1 stay). */
export interface ScheduleChange {
  every: number;
  unit: ScheduleUnit;
  endDate: string | null;
  waveCount: number | null;
  timeZone: string;
}

export interface Problem {
  path: string;
  message: string;
}

/**
 * The schedule after an edit made when `lastWave` is the last wave with a row (made or skipped):
 * its dates count from that wave's date under the old schedule.
 */
export function rescheduled(
  old: TrackerSchedule,
  lastWave: number,
  change: ScheduleChange,
): TrackerSchedule {
  return {
    ...change,
    startDate: old.startDate,
    anchorWave: lastWave,
    anchorDate: formatLocalDate(waveDate(old, lastWave)),
  };
}

/**
 * What is wrong with an edited schedule: the field checks of creation, then it must hold a wave
 * after `lastWave` in the future (the end date or the number of waves named when it ends first;
 * the interval when it puts the next wave in the past, which the round would buy late at once).
 * A paused tracker skips the dates that pass before it resumes, so for it the first wave ahead
 * counts.
 */
export function editProblems(
  next: TrackerSchedule,
  lastWave: number,
  now: Date,
  paused = false,
): Problem[] {
  const problems = scheduleProblems(next);
  if (problems.length > 0) return problems;
  const n = lastWave + (paused ? missedWaves(next, lastWave, now).length : 0) + 1;
  if (!hasWave(next, n)) {
    return [
      next.waveCount !== null && n > next.waveCount
        ? { path: 'waveCount', message: `must be more than ${n - 1}` }
        : { path: 'endDate', message: `leaves no wave after wave ${n - 1}` },
    ];
  }
  if (waveLaunchAt(next, n) <= now) {
    return [{ path: 'every', message: 'puts the next wave in the past' }];
  }
  return [];
}

/** A budget may not go below what the tracker's bought waves already cost (pence). */
export function budgetProblems(budgetPence: number | null, spentPence: number): Problem[] {
  if (budgetPence === null)
    return [{ path: 'budget', message: 'is needed to buy waves automatically' }];
  if (budgetPence < spentPence) {
    return [
      {
        path: 'budget',
        message: `cannot be less than the £${(spentPence / 100).toFixed(2)} already spent`,
      },
    ];
  }
  return [];
}

/** At most this many waves are recorded as skipped by one resume (a pause of many years). */
export const MAX_SKIPPED_PER_RESUME = 1000;

/**
 * The waves a resume at `now` skips: each wave after `lastWave` the schedule holds whose launch
 * has come. The next wave is then the first one after them, whose launch is still ahead.
 */
export function missedWaves(s: TrackerSchedule, lastWave: number, now: Date): number[] {
  const missed: number[] = [];
  for (let n = lastWave + 1; missed.length < MAX_SKIPPED_PER_RESUME; n++) {
    if (!hasWave(s, n) || waveLaunchAt(s, n) > now) break;
    missed.push(n);
  }
  return missed;
}

/**
 * Whether a wave made before the pause is skipped by a resume at `now`: one that was to be bought
 * (scheduled within a budget, or approved) and whose launch passed while paused. A wave waiting
 * for approval stays waiting (approving it later buys it, as a late approval always did).
 */
export const skippedOnResume = (wave: { status: string; launchAt: Date }, now: Date): boolean =>
  (wave.status === 'scheduled' || wave.status === 'approved') && wave.launchAt <= now;
