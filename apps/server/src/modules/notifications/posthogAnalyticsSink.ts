import { PostHog } from 'posthog-node';
import type { Logger } from '../../lib/logger.ts';
import type { AnalyticsSink, BatchSettings } from './analyticsSink.ts';

export interface PosthogSettings extends BatchSettings {
  host: string;
  apiKey: string;
  /** Tries of a batch after the first, on a network error, 408, 429 or 5xx. */
  retryCount: number;
  retryDelayMs: number;
  /** A request slower than this is abandoned (and retried). */
  timeoutMs: number;
}

/**
 * Events sent through PostHog's Node client (its capture protocol: POST {host}/batch/), which
 * queues them, sends them in batches every `flushIntervalMs` or `flushAt` events, and retries;
 * an event the host still refuses after the retries is dropped and logged. The user is the
 * distinct id, the account a group, so that the host can count per account.
 */
export function createPosthogAnalyticsSink(settings: PosthogSettings, log: Logger): AnalyticsSink {
  const client = new PostHog(settings.apiKey, {
    host: settings.host,
    flushAt: settings.flushAt,
    flushInterval: settings.flushIntervalMs,
    maxQueueSize: settings.maxQueue,
    fetchRetryCount: settings.retryCount,
    fetchRetryDelay: settings.retryDelayMs,
    requestTimeout: settings.timeoutMs,
    // Server events carry no client address or device: nothing to look up.
    disableGeoip: true,
    enableExceptionAutocapture: false,
  });
  client.on('error', (err: unknown) => log.warn({ err }, 'analytics batch not delivered'));
  const settle = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (err: unknown) => log.warn({ err }, 'analytics flush failed'),
    );
  return {
    kind: 'posthog',
    capture(e) {
      client.capture({
        distinctId: e.userId,
        event: e.name,
        properties: { ...e.properties, source: e.source, accountId: e.accountId },
        groups: { account: e.accountId },
        timestamp: e.at,
      });
    },
    flush: () => settle(client.flush()),
    close: () => settle(client.shutdown(settings.timeoutMs * (settings.retryCount + 1))),
  };
}
