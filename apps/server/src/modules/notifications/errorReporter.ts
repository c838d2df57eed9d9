import * as Sentry from '@sentry/node';
import type { Logger } from '../../lib/logger.ts';

/** Reports unexpected failures. Active with SENTRY_DSN; always logs. */
export interface ErrorReporter {
  capture(error: unknown, tags?: Record<string, string>): void;
}

export function createErrorReporter(
  dsn: string | undefined,
  log: Logger,
  environment: string,
): ErrorReporter {
  if (dsn) Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  return {
    capture(error, tags = {}) {
      log.error({ err: error, ...tags }, 'unexpected error');
      if (dsn)
        Sentry.withScope((scope) => {
          scope.setTags(tags);
          Sentry.captureException(error);
        });
    },
  };
}
