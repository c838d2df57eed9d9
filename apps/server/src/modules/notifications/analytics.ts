import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Analytics } from '../../platform/ports.ts';
import { analyticsEvents } from './notifications.tables.ts';

export interface AnalyticsDeps {
  config: Pick<Config, 'ANALYTICS_URL' | 'STAFF_EMAIL_DOMAIN' | 'ANALYTICS_TRACK_STAFF'>;
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

/**
 * Analytics sink: POSTs events to ANALYTICS_URL (fire-and-forget, failures logged) when set,
 * otherwise stores them in analytics_events.
 */
export function createAnalytics({ config, database, log, clock }: AnalyticsDeps): Analytics {
  return {
    async track(name, { userId, accountId, email, properties = {} }) {
      if (!config.ANALYTICS_TRACK_STAFF && isStaffEmail(email, config.STAFF_EMAIL_DOMAIN)) return;
      const at = clock();
      if (config.ANALYTICS_URL) {
        const body = JSON.stringify({ event: name, userId, accountId, properties, at });
        fetch(config.ANALYTICS_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(5000),
        })
          .then((res) => {
            if (!res.ok) log.warn({ status: res.status, event: name }, 'analytics post refused');
          })
          .catch((err: unknown) => log.warn({ err, event: name }, 'analytics post failed'));
        return;
      }
      try {
        await database.db
          .insert(analyticsEvents)
          .values({ name, userId, accountId, properties, at });
      } catch (err) {
        log.warn({ err, event: name }, 'analytics event not stored');
      }
    },
  };
}
