/**
 * Fieldwork dates at purchase (spec 3 §4 Purchase, §9 Defaults). Dates are calendar days in UTC
 * ('2026-11-23'), the way the server stores and compares them, so the browser and the server agree
 * on what "today" is and on whether a survey goes live now or is scheduled.
 */

/** Spec 3 §9: estimated delivery, in days, when the estimate does not give one. */
export const DEFAULT_DELIVERY_DAYS = 7;

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The UTC calendar day of an instant. */
export function utcDay(instant: Date): CalendarDay {
  return instant.toISOString().slice(0, 10);
}

/**
 * The calendar day of a stored date: a day as it is, or the UTC day of a date-time
 * ('2026-11-23T00:00:00.000Z'); null for anything that is not a real date.
 */
export function calendarDay(value: string | null | undefined): CalendarDay | null {
  if (!value) return null;
  if (value.length > 10) {
    // Only a full date-time: "2026-11-23garbage" must not pass as a day.
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : utcDay(instant);
  }
  if (!DAY.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  // Date rolls 2026-02-31 over to March; a real day reads back the same.
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value ? value : null;
}

/** The day `days` after `day`. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return utcDay(new Date(start + days * MS_PER_DAY));
}

/** The end of fieldwork: the start plus the estimated delivery days (7 when unknown). */
export function fieldworkEndDay(start: CalendarDay, deliveryDays: number | null): CalendarDay {
  const days =
    deliveryDays !== null && Number.isInteger(deliveryDays) && deliveryDays >= 0
      ? deliveryDays
      : DEFAULT_DELIVERY_DAYS;
  return addDays(start, days);
}

/**
 * The start date a purchase uses: the saved one, or today when none is saved or it has passed
 * (spec 3 §4: a start date before today is reset to today).
 */
export function effectiveStartDay(saved: string | null | undefined, today: CalendarDay) {
  const day = calendarDay(saved);
  return day !== null && day >= today ? day : today;
}

/** Whether the saved start date must be reset to today (none saved, or in the past). */
export function startDayNeedsReset(saved: string | null | undefined, today: CalendarDay): boolean {
  const day = calendarDay(saved);
  return day === null || day < today;
}

/** Spec 3 §4: a survey bought with today's start date is live now, a later one on its date. */
export function goesLiveNow(start: CalendarDay, today: CalendarDay): boolean {
  return start <= today;
}
