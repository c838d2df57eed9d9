import type { Logger } from '../../lib/logger.ts';
import type { ErrorReporter } from '../../platform/ports.ts';

/**
 * The reporter of this process. @sentry/node is loaded only when a DSN is set: loading it costs
 * ~40 MB of resident memory that a server without Sentry would carry for nothing (QUALITY.md P3).
 */
export async function createErrorReporter(
  dsn: string | undefined,
  log: Logger,
  environment: string,
): Promise<ErrorReporter> {
  const sentry = dsn ? await import('@sentry/node') : undefined;
  sentry?.init({ dsn, environment, tracesSampleRate: 0 });
  return {
    capture(error, tags = {}) {
      log.error({ err: error, ...tags }, 'unexpected error');
      sentry?.withScope((scope) => {
        scope.setTags(tags);
        sentry.captureException(error);
      });
    },
  };
}
