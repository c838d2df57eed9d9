import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { authJobs } from '../modules/auth/auth.module.ts';
import {
  NOTIFICATION_THROTTLES,
  notificationsJobs,
} from '../modules/notifications/notifications.module.ts';
import { ordersJobs } from '../modules/orders/orders.module.ts';
import { respondentJobs } from '../modules/respondent/respondent.module.ts';
import { startJobRunner, type JobRunner } from '../platform/jobRunner.ts';
import type { Observability } from '../platform/observability.ts';

export interface JobRunnerDeps {
  databaseUrl: string;
  /** Team-chat webhook (CHAT_WEBHOOK_URL); unset: chat messages stay in the outbox. */
  chatWebhookUrl?: string;
  database: Pick<Database, 'db'>;
  clock: Clock;
  log: Logger;
  /** When an idle respondent session counts as abandoned (modules/respondent/dropIdle.ts). */
  abandonment: AbandonmentSettings;
  /** The app's metrics and tracer: jobs counted per queue, handlers traced, request ids passed on. */
  observability?: Observability;
}

/**
 * Starts the job runner with every module's recurring jobs and queues. The jobs that need the
 * running app (exports' worker, the simulated panel's traffic) are added by those modules when the
 * app is composed (compose.ts).
 */
export function startJobs(deps: JobRunnerDeps): Promise<JobRunner> {
  const base = { db: deps.database.db, clock: deps.clock, log: deps.log };
  return startJobRunner(deps, [
    ...ordersJobs(base),
    ...respondentJobs({ ...base, abandonment: deps.abandonment }),
    ...authJobs({ ...base, alsoSweep: NOTIFICATION_THROTTLES }),
    ...notificationsJobs({ ...base, webhookUrl: deps.chatWebhookUrl }),
  ]);
}
