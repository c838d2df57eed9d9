import { checkEvent } from '@survey/domain/analytics/events';
import type { AnalyticsEventName } from '@survey/domain/analytics/catalogue';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Analytics, AnalyticsSubject } from '../../platform/ports.ts';
import type { AnalyticsSink } from './analyticsSink.ts';
import { createPosthogAnalyticsSink } from './posthogAnalyticsSink.ts';
import { createPostgresAnalyticsSink } from './postgresAnalyticsSink.ts';

type AnalyticsConfig = Pick<
  Config,
  | 'ANALYTICS_HOST'
  | 'ANALYTICS_API_KEY'
  | 'ANALYTICS_FLUSH_AT'
  | 'ANALYTICS_FLUSH_INTERVAL_MS'
  | 'ANALYTICS_RETRY_COUNT'
  | 'ANALYTICS_RETRY_DELAY_MS'
  | 'ANALYTICS_TIMEOUT_MS'
  | 'STAFF_EMAIL_DOMAIN'
  | 'ANALYTICS_TRACK_STAFF'
>;

export interface AnalyticsDeps {
  config: AnalyticsConfig;
  database: Pick<Database, 'db'>;
  log: Logger;
  clock: Clock;
}

/** True for internal staff (by e-mail domain), whose events are dropped unless tracking is forced. */
export function isStaffEmail(email: string | undefined, staffDomain: string): boolean {
  const domain = staffDomain.trim().toLowerCase().replace(/^@/, '');
  if (!email || !domain) return false;
  return email.trim().toLowerCase().endsWith(`@${domain}`);
}

/** The sink the configuration names: an analytics host with a key, else PostgreSQL. */
export function analyticsSinkFor({ config, database, log }: AnalyticsDeps): AnalyticsSink {
  const batch = {
    flushAt: config.ANALYTICS_FLUSH_AT,
    flushIntervalMs: config.ANALYTICS_FLUSH_INTERVAL_MS,
    maxQueue: 10_000,
  };
  if (config.ANALYTICS_HOST && config.ANALYTICS_API_KEY) {
    return createPosthogAnalyticsSink(
      {
        ...batch,
        host: config.ANALYTICS_HOST,
        apiKey: config.ANALYTICS_API_KEY,
        retryCount: config.ANALYTICS_RETRY_COUNT,
        retryDelayMs: config.ANALYTICS_RETRY_DELAY_MS,
        timeoutMs: config.ANALYTICS_TIMEOUT_MS,
      },
      log,
    );
  }
  return createPostgresAnalyticsSink(database, log, batch);
}

/**
 * Usage analytics (spec 1 §9): every event of the catalogue, from the server's services and from
 * the dashboard's route, goes through here. Staff (STAFF_EMAIL_DOMAIN) are left out unless
 * ANALYTICS_TRACK_STAFF is set, for every event alike; a server event whose properties do not fit
 * the catalogue is a bug, logged and dropped rather than sent wrong.
 */
export function createAnalytics(
  deps: AnalyticsDeps,
  sink: AnalyticsSink = analyticsSinkFor(deps),
): Analytics {
  const { config, log, clock } = deps;
  const tracked = (who: AnalyticsSubject) =>
    config.ANALYTICS_TRACK_STAFF || !isStaffEmail(who.email, config.STAFF_EMAIL_DOMAIN);
  const capture = (
    name: AnalyticsEventName,
    source: 'server' | 'dashboard',
    who: AnalyticsSubject,
    properties: Record<string, unknown>,
  ) => {
    const { userId, accountId } = who;
    sink.capture({ name, source, userId, accountId, properties, at: clock() });
  };
  return {
    track(name, who, ...rest) {
      try {
        if (!tracked(who)) return;
        const checked = checkEvent('server', name, rest[0] ?? {});
        if (!checked.ok) {
          log.error(
            { event: name, problems: checked.problems },
            'analytics event off the catalogue',
          );
          return;
        }
        capture(name, 'server', who, checked.properties);
      } catch (err) {
        log.warn({ err, event: name }, 'analytics event not queued');
      }
    },
    trackChecked(name, who, properties) {
      if (tracked(who)) capture(name, 'dashboard', who, { ...properties });
    },
    flush: () => sink.flush(),
    close: () => sink.close(),
  };
}
