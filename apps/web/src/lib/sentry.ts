import * as Sentry from '@sentry/react';

/** Loaded lazily, and only when a DSN is configured, to keep Sentry out of the first bundle. */
export function initSentry(dsn: string): void {
  Sentry.init({ dsn });
}

export function captureError(error: unknown, tags: Record<string, string>): void {
  Sentry.captureException(error, { tags });
}
