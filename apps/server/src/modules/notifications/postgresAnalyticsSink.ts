import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AnalyticsSink, BatchSettings, TrackedEvent } from './analyticsSink.ts';
import { analyticsEvents } from './notifications.tables.ts';

/**
 * The local default sink: events are queued in memory and written to `analytics_events` in one
 * INSERT per batch. A failed write keeps the batch queued and is tried again at the next flush
 * (the database may be restarting); beyond `maxQueue` the oldest events are dropped.
 */
export function createPostgresAnalyticsSink(
  database: Pick<Database, 'db'>,
  log: Logger,
  settings: BatchSettings,
): AnalyticsSink {
  let queue: TrackedEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, Math.max(settings.flushAt, 100));
      try {
        await database.db.insert(analyticsEvents).values(batch.map(rowOf));
      } catch (err) {
        log.warn(
          { err, events: batch.length },
          'analytics events not stored; kept for the next flush',
        );
        schedule();
        return;
      }
      queue = queue.slice(batch.length);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // One write at a time: a flush asked for during a write runs after it.
    const next = (running ?? Promise.resolve()).then(writeQueued);
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  function schedule(): void {
    if (timer || closed) return;
    timer = setTimeout(() => void flush(), settings.flushIntervalMs);
    timer.unref();
  }

  return {
    kind: 'postgres',
    capture(event) {
      queue.push(event);
      if (queue.length > settings.maxQueue) {
        const dropped = queue.length - settings.maxQueue;
        queue = queue.slice(dropped);
        log.warn({ dropped }, 'analytics queue full: oldest events dropped');
      }
      if (queue.length >= settings.flushAt) void flush();
      else schedule();
    },
    flush,
    async close() {
      await flush();
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

function rowOf(e: TrackedEvent) {
  return {
    name: e.name,
    source: e.source,
    userId: e.userId,
    accountId: e.accountId,
    properties: e.properties,
    at: e.at,
  };
}
