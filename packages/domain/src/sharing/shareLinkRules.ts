/** How far ahead a link may expire, in days (a year: a tracker's yearly report). */
export const MAX_SHARE_DAYS = 365;
/** The expiry the dialog offers first, in days. */
export const DEFAULT_SHARE_DAYS = 30;
export const SHARE_PASSWORD_MIN = 8;
export const SHARE_PASSWORD_MAX = 128;

const DAY_MS = 86_400_000;

/** Why `expiresAt` cannot be a link's expiry at `now`, or null when it can. */
export function shareExpiryProblem(expiresAt: Date, now: Date): string | null {
  if (Number.isNaN(expiresAt.getTime())) return 'Choose an expiry date.';
  if (expiresAt.getTime() <= now.getTime()) return 'The expiry date must be in the future.';
  if (expiresAt.getTime() > now.getTime() + MAX_SHARE_DAYS * DAY_MS)
    return `A link can expire at most ${MAX_SHARE_DAYS} days ahead.`;
  return null;
}

/** Why `password` cannot protect a link, or null when it can. */
export function sharePasswordProblem(password: string): string | null {
  if (password.length < SHARE_PASSWORD_MIN)
    return `The password needs at least ${SHARE_PASSWORD_MIN} characters.`;
  if (password.length > SHARE_PASSWORD_MAX)
    return `The password can have at most ${SHARE_PASSWORD_MAX} characters.`;
  return null;
}

/**
 * The end of the day (23:59:59.999 local to the caller's offset) `days` after `today`: a
 * researcher picks a date, and a link named to expire on a date works through that date.
 * `date` is `YYYY-MM-DD`; `offsetMinutes` is the browser's `getTimezoneOffset()`.
 */
export function endOfDay(date: string, offsetMinutes: number): Date {
  const [y, m, d] = date.split('-').map(Number);
  const utc = Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN, 23, 59, 59, 999);
  return new Date(utc + offsetMinutes * 60_000);
}
