import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition } from '../../platform/jobRunner.ts';
import type { Analytics } from '../../platform/ports.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { CHAT_QUEUE, deliverChatMessage } from './chat.ts';
import { CHAT_POSTS_PER_USER } from './chatThrottle.ts';
import { registerDevOutbox } from './outbox.routes.ts';

/** The throttle rules this module keeps in auth's attempts table, for auth's hourly sweep. */
export const NOTIFICATION_THROTTLES = [CHAT_POSTS_PER_USER];

/**
 * The dashboard's analytics route; the local outbox page exists only where no real mail server is
 * configured, never in production.
 */
export function registerNotifications(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>;
    database: Pick<Database, 'db'>;
    analytics: Analytics;
  },
): void {
  registerAnalyticsRoutes(app, deps.analytics);
  if (!deps.config.SMTP_URL && deps.config.NODE_ENV !== 'production') {
    registerDevOutbox(app, deps.database);
  }
}

/**
 * The chat queue: stored messages are sent to it; it is worked only with a webhook
 * (CHAT_WEBHOOK_URL), otherwise they stay in the outbox.
 */
export function notificationsJobs(deps: {
  db: Database['db'];
  clock: Clock;
  webhookUrl?: string;
}): JobDefinition[] {
  const { webhookUrl } = deps;
  if (!webhookUrl) return [{ queue: CHAT_QUEUE }];
  return [
    {
      queue: CHAT_QUEUE,
      work: async ([job]) => {
        if (job) {
          const { id } = job.data as { id: number };
          await deliverChatMessage({ db: deps.db, clock: deps.clock, webhookUrl }, id);
        }
      },
    },
  ];
}
