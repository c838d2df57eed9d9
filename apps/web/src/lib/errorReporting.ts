import { config } from './config.ts';

/**
 * Sends a failure to error reporting with tags (e.g. the GraphQL operation name). Sentry loads on
 * demand and only when a DSN is configured; without one the failure goes to the console.
 */
export function reportError(error: unknown, tags: Record<string, string>): void {
  if (!config.sentryDsn) {
    console.error('[reported]', tags, error);
    return;
  }
  void import('./sentry.ts').then(({ captureError }) => captureError(error, tags));
}
