/**
 * A tracker's schedule (issue 39 §4): waves every N weeks or months from a start date, in the
 * tracker's time zone, until an optional end date or number of waves. Wave 1 is the survey the
 * tracker was made from; wave n launches at local midnight of its date.
 *
 * Months are counted from the start date, never from the previous wave, so a tracker started on
 * the 31st runs on the last day of shorter months and back on the 31st when a month has one
 * (Jan 31, Feb 28, Mar 31), instead of drifting to the 28th for good.
 */

export type ScheduleUnit = 'week' | 'month';

export interface TrackerSchedule {
  every: number;
  unit: ScheduleUnit;
  /** Wave 1's local date, YYYY-MM-DD. */
  startDate: string;
  /** No wave after this local date (YYYY-MM-DD), when set. */
  endDate: string | null;
  /** At most this many waves (wave 1 included), when set. */
  waveCount: number | null;
  /** IANA time zone the dates are in. */
  timeZone: string;
  /**
   * After an edit (`scheduleEdit.ts`) the dates count from the wave last made before it, so that
   * no wave already made moves: `anchorWave`'s date is `anchorDate`. Absent: wave 1 and the start
   * date.
   */
  anchorWave?: number;
  anchorDate?: string | null;
}

/** The limits the tracker form and the server both apply. */
export const SCHEDULE_LIMITS = {
  week: { min: 1, max: 52 },
  month: { min: 1, max: 12 },
  waveCount: { min: 2, max: 120 },
  excludeWaves: { min: 0, max: 12 },
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function parseLocalDate(text: string): LocalDate | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1) return null;
  if (date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

export const formatLocalDate = ({ year, month, day }: LocalDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a schedule, as field paths and messages; empty when it is valid. */
export function scheduleProblems(s: TrackerSchedule): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const limits = SCHEDULE_LIMITS[s.unit];
  if (!Number.isInteger(s.every) || s.every < limits.min || s.every > limits.max) {
    problems.push({
      path: 'every',
      message: `must be a whole number of ${s.unit}s from ${limits.min} to ${limits.max}`,
    });
  }
  const start = parseLocalDate(s.startDate);
  if (!start) problems.push({ path: 'startDate', message: 'must be a date (YYYY-MM-DD)' });
  if (s.endDate !== null) {
    const end = parseLocalDate(s.endDate);
    if (!end) problems.push({ path: 'endDate', message: 'must be a date (YYYY-MM-DD)' });
    else if (start && s.endDate <= s.startDate) {
      problems.push({ path: 'endDate', message: 'must be after the start date' });
    }
  }
  const count = SCHEDULE_LIMITS.waveCount;
  if (
    s.waveCount !== null &&
    (!Number.isInteger(s.waveCount) || s.waveCount < count.min || s.waveCount > count.max)
  ) {
    problems.push({ path: 'waveCount', message: `must be from ${count.min} to ${count.max}` });
  }
  if (!isTimeZone(s.timeZone)) problems.push({ path: 'timeZone', message: 'unknown time zone' });
  return problems;
}

/**
 * Wave n's local date (n >= 1; wave 1 is the start date). After an edit, counted from the anchor
 * wave; the waves before it were made under the old schedule and keep their stored dates.
 */
export function waveDate(s: TrackerSchedule, n: number): LocalDate {
  const from = s.anchorDate ?? s.startDate;
  const start = parseLocalDate(from);
  if (!start) throw new Error(`invalid start date ${from}`);
  const steps = (n - (s.anchorDate ? (s.anchorWave ?? 1) : 1)) * s.every;
  if (s.unit === 'week') {
    const at = new Date(Date.UTC(start.year, start.month - 1, start.day) + steps * 7 * DAY_MS);
    return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
  }
  const months = start.month - 1 + steps;
  const year = start.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

/** Whether wave n is part of the schedule (its date not after the end, n within the count). */
export function hasWave(s: TrackerSchedule, n: number): boolean {
  if (n < 1) return false;
  if (s.waveCount !== null && n > s.waveCount) return false;
  return s.endDate === null || formatLocalDate(waveDate(s, n)) <= s.endDate;
}

/** Offset of `zone` from UTC at `instant`, in ms (positive east of Greenwich). */
function zoneOffsetMs(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant local midnight of `date` begins in `zone`. Where a zone skips midnight (a DST
 * change at 00:00) it is the first instant of that day, which is what "the wave's date has come"
 * means there.
 */
export function startOfLocalDay(date: LocalDate, zone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  let guess = wall - zoneOffsetMs(zone, wall);
  // Twice: the offset at the first guess may differ from the offset at midnight (a DST change).
  guess = wall - zoneOffsetMs(zone, guess);
  const local = new Date(guess + zoneOffsetMs(zone, guess));
  if (local.getUTCDate() !== date.day) {
    // Midnight does not exist that day: the day begins when the clock jumps, an hour later.
    guess += 3_600_000;
  }
  return new Date(guess);
}

/** When wave n launches: local midnight of its date in the tracker's zone. */
export function waveLaunchAt(s: TrackerSchedule, n: number): Date {
  return startOfLocalDay(waveDate(s, n), s.timeZone);
}

/** How long before its launch a wave's survey is made (and, with approval, asked for). */
export const WAVE_PREPARE_LEAD_MS = 3 * DAY_MS;

/** The waves whose respondents wave n refuses: the previous `k` (none before wave 1). */
export function excludedWaves(n: number, k: number): number[] {
  const first = Math.max(1, n - k);
  return Array.from({ length: Math.max(0, n - first) }, (_, i) => first + i);
}

/**
 * Whether a tracker that buys within a budget may buy a wave costing `cost` after spending
 * `spent` (pence): the budget is a ceiling the waves together never pass.
 */
export const withinBudget = (spent: number, cost: number, budget: number): boolean =>
  spent + cost <= budget;
