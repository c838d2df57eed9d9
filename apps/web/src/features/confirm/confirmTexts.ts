import { calendarDay, type CalendarDay } from '@survey/domain/launch/fieldworkDates';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day or stored date as '30 November 2026'; '' when it is not a date. */
export function formatDay(value: string | null | undefined): string {
  const day = calendarDay(value);
  return day ? longDate.format(new Date(`${day}T00:00:00.000Z`)) : '';
}

/** Spec 3 §4 Purchase: 'live now' (no later start), else 'live on' the start date. */
export function launchMessage(liveOn: CalendarDay | null): string {
  return liveOn === null
    ? 'Your survey is live now.'
    : `Your survey will be live on ${formatDay(liveOn)}.`;
}

/** Why a typed start date cannot be saved (our texts); null when it can. */
export function startDateError(typed: string, today: CalendarDay): string | null {
  const day = calendarDay(typed);
  if (day === null) return 'Enter a start date.';
  return day < today ? 'The start date cannot be before today.' : null;
}

/** The soft launch completes as typed: a number when the text is one, else NaN. */
export function typedCompletes(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** On a later visit to a bought survey: when it is (or was meant to be) live. */
export function orderStatusMessage(
  status: string,
  start: string | null | undefined,
  today: CalendarDay,
): string {
  const day = calendarDay(start);
  if (status === 'Live') return 'Your survey is live now.';
  if (status === 'Scheduled' && day) return launchMessage(day > today ? day : null);
  if (status === 'Paused') return 'Your survey is paused.';
  if (status === 'Completed') return 'Your survey has finished collecting responses.';
  return `Its order is ${status.toLowerCase()}.`;
}
