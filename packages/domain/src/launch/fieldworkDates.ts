/**
 * Fieldwork dates as calendar days ('2026-11-23', UTC), the form a date input and the confirm
 * page use, over the purchase rule in `purchase.ts` (spec 3 §4 Purchase): the page shows and
 * saves exactly the dates the order service will fix.
 */
import { purchaseDates } from './purchase.ts';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** The UTC calendar day of an instant. */
export function utcDay(instant: Date): CalendarDay {
  return instant.toISOString().slice(0, 10);
}

const dayStart = (day: CalendarDay) => new Date(`${day}T00:00:00.000Z`);

/**
 * The calendar day of a stored date: a day as it is, or the UTC day of a date-time
 * ('2026-11-23T00:00:00.000Z'); null for anything that is not a real date.
 */
export function calendarDay(value: string | null | undefined): CalendarDay | null {
  if (!value) return null;
  if (value.length > 10) {
    // Only a full date-time: "2026-11-23garbage" must not pass as a day.
    if (!DATE_TIME.test(value)) return null;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : utcDay(instant);
  }
  if (!DAY.test(value)) return null;
  const parsed = dayStart(value);
  // Date rolls 2026-02-31 over to March; a real day reads back the same.
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value ? value : null;
}

export interface PurchaseDays {
  start: CalendarDay;
  end: CalendarDay;
  /** Live at purchase; else scheduled for `start`. */
  startsToday: boolean;
}

/**
 * The dates a purchase fixes, as days: a start before today (or none) becomes today, and the end
 * is the start plus the delivery estimate (7 days when unknown) unless a later end is saved.
 */
export function purchaseDays(input: {
  start: string | null | undefined;
  end?: string | null | undefined;
  today: CalendarDay;
  deliveryDays: number | null;
}): PurchaseDays {
  const start = calendarDay(input.start);
  const end = calendarDay(input.end);
  const dates = purchaseDates({
    start: start ? dayStart(start) : null,
    end: end ? dayStart(end) : null,
    now: dayStart(input.today),
    deliveryDays: input.deliveryDays,
  });
  return { start: utcDay(dates.start), end: utcDay(dates.end), startsToday: dates.startsToday };
}

/** Whether the saved start date is not the one a purchase would use (none, or in the past). */
export function startDayNeedsReset(saved: string | null | undefined, today: CalendarDay): boolean {
  const day = calendarDay(saved);
  return day === null || day < today;
}
