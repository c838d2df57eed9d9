import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { CHAT_QUEUE, deliverChatMessage } from '../modules/notifications/chat.ts';
import {
  END_LONG_PAUSED_CRON,
  END_LONG_PAUSED_QUEUE,
  runEndLongPausedSurveys,
} from './endLongPausedSurveys.job.ts';
import {
  START_SCHEDULED_CRON,
  START_SCHEDULED_QUEUE,
} from '../modules/orders/scheduledStart.service.ts';
import { runStartScheduledSurveys } from './startScheduledSurveys.job.ts';
import { DROP_IDLE_CRON, DROP_IDLE_QUEUE, runDropIdleSessions } from './dropIdleSessions.job.ts';
import {
  runSweepAuthAttempts,
  SWEEP_AUTH_ATTEMPTS_CRON,
  SWEEP_AUTH_ATTEMPTS_QUEUE,
} from './sweepAuthAttempts.job.ts';

/** Background jobs in PostgreSQL (pg-boss, schema `pgboss`): any server process may run them. */
export interface JobRunner {
  boss: PgBoss;
  /** The database the jobs run against (worker threads open their own pool to it). */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface JobRunnerDeps {
  databaseUrl: string;
  /** Team-chat webhook (CHAT_WEBHOOK_URL); unset: chat messages stay in the outbox. */
  chatWebhookUrl?: string;
  database: Pick<Database, 'db'>;
  clock: Clock;
  log: Logger;
  /** When an idle respondent session counts as abandoned (modules/respondent/dropIdle.ts). */
  abandonment: AbandonmentSettings;
}

/** Starts pg-boss, schedules the recurring jobs and works their queues. */
export async function startJobs(deps: JobRunnerDeps): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 4 });
  let stopping = false;
  // While the server stops, PostgreSQL may end pg-boss's connections first: not worth an alarm.
  boss.on('error', (err) =>
    stopping
      ? deps.log.debug({ err }, 'job runner stopping')
      : deps.log.error({ err }, 'job runner error'),
  );
  await boss.start();
  await boss.createQueue(END_LONG_PAUSED_QUEUE);
  await boss.schedule(END_LONG_PAUSED_QUEUE, END_LONG_PAUSED_CRON, {}, { tz: 'UTC' });
  await boss.work(END_LONG_PAUSED_QUEUE, async () => {
    await runEndLongPausedSurveys({ db: deps.database.db, clock: deps.clock, log: deps.log });
  });
  // One job per scheduled survey at its start date (sent by the purchase), plus a sweep.
  await boss.createQueue(START_SCHEDULED_QUEUE);
  await boss.schedule(START_SCHEDULED_QUEUE, START_SCHEDULED_CRON, {}, { tz: 'UTC' });
  await boss.work(START_SCHEDULED_QUEUE, async () => {
    await runStartScheduledSurveys({ db: deps.database.db, clock: deps.clock, log: deps.log });
  });
  // Abandoned respondent sessions end as dropped and give their quota places back.
  await boss.createQueue(DROP_IDLE_QUEUE);
  await boss.schedule(DROP_IDLE_QUEUE, DROP_IDLE_CRON, {}, { tz: 'UTC' });
  await boss.work(DROP_IDLE_QUEUE, async () => {
    await runDropIdleSessions({
      db: deps.database.db,
      clock: deps.clock,
      abandonment: deps.abandonment,
      log: deps.log,
    });
  });
  // Throttle rows of addresses and e-mails never tried again would otherwise stay for good.
  await boss.createQueue(SWEEP_AUTH_ATTEMPTS_QUEUE);
  await boss.schedule(SWEEP_AUTH_ATTEMPTS_QUEUE, SWEEP_AUTH_ATTEMPTS_CRON, {}, { tz: 'UTC' });
  await boss.work(SWEEP_AUTH_ATTEMPTS_QUEUE, async () => {
    await runSweepAuthAttempts({ db: deps.database.db, clock: deps.clock, log: deps.log });
  });
  await boss.createQueue(CHAT_QUEUE);
  const webhookUrl = deps.chatWebhookUrl;
  if (webhookUrl) {
    await boss.work<{ id: number }>(CHAT_QUEUE, async ([job]) => {
      if (job)
        await deliverChatMessage(
          { db: deps.database.db, clock: deps.clock, webhookUrl },
          job.data.id,
        );
    });
  }
  return {
    boss,
    databaseUrl: deps.databaseUrl,
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
