import type { EventSource } from '@survey/domain/analytics/catalogue';

/** One event as the sinks receive it: already checked, staff already left out. */
export interface TrackedEvent {
  name: string;
  source: EventSource;
  userId: string;
  accountId: string;
  properties: Record<string, unknown>;
  at: Date;
}

/**
 * Where events go: a PostgreSQL table (the local default) or an analytics host. `capture` only
 * queues; the sink sends in batches in the background and retries, so no caller ever waits.
 */
export interface AnalyticsSink {
  readonly kind: 'postgres' | 'posthog';
  capture(event: TrackedEvent): void;
  /** Sends what is queued now; resolves when done or given up. Never rejects. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface BatchSettings {
  /** Events queued before a batch is sent at once. */
  flushAt: number;
  /** The longest an event waits in the queue. */
  flushIntervalMs: number;
  /** Events kept while the sink cannot send; the oldest are dropped beyond it (and logged). */
  maxQueue: number;
}
