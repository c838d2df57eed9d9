/**
 * Business days: Monday to Friday, counted on UTC calendar dates (spec 1 §4: a project paused for
 * more than PAUSE_AUTO_END_BUSINESS_DAYS business days ends automatically). Public holidays are
 * not known to the product, so they count as business days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** 1970-01-01, day 0, was a Thursday (getUTCDay() === 4). */
const EPOCH_WEEKDAY = 4;

const dayIndex = (date: Date) => Math.floor(date.getTime() / DAY_MS);
const isWeekendDay = (weekday: number) => weekday === 0 || weekday === 6;

/** True from Monday to Friday (UTC). */
export function isBusinessDay(date: Date): boolean {
  return !isWeekendDay(date.getUTCDay());
}

/** How many business days fall on the day indices before `n` (n may be negative). */
function businessDaysBefore(n: number): number {
  const weeks = Math.floor(n / 7);
  let count = weeks * 5;
  for (let i = 0; i < n - weeks * 7; i++) {
    if (!isWeekendDay((i + EPOCH_WEEKDAY) % 7)) count++;
  }
  return count;
}

/**
 * The business days that have passed from `start` to `end`: the Mondays to Fridays after start's
 * UTC date, up to and including end's UTC date. 0 when end is not after start's date.
 */
export function businessDaysBetween(start: Date, end: Date): number {
  const from = dayIndex(start);
  const to = dayIndex(end);
  if (to <= from) return 0;
  return businessDaysBefore(to + 1) - businessDaysBefore(from + 1);
}

/**
 * `date` moved forward by `days` business days, keeping its time of day; a weekend start counts
 * from the next Monday's eve (Saturday + 1 business day = Monday). `days` is a whole number >= 0.
 */
export function addBusinessDays(date: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`days must be a whole number >= 0, got ${days}`);
  }
  let time = date.getTime();
  let left = days;
  // From a weekend, the first business day added is the next Monday.
  while (left > 0 && !isBusinessDay(new Date(time))) {
    time += DAY_MS;
    if (isBusinessDay(new Date(time))) left--;
  }
  // Then whole weeks: from a business day, five business days are seven calendar days.
  time += Math.floor(left / 5) * 7 * DAY_MS;
  left %= 5;
  while (left > 0) {
    time += DAY_MS;
    if (isBusinessDay(new Date(time))) left--;
  }
  return new Date(time);
}
