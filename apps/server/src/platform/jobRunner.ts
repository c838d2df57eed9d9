import PgBoss from 'pg-boss';
import type { Logger } from '../lib/logger.ts';
import type { Observability } from './observability.ts';
import { observeBoss, queueDepths } from './observedBoss.ts';

/** Background jobs in PostgreSQL (pg-boss, schema `pgboss`): any server process may run them. */
export interface JobRunner {
  boss: PgBoss;
  /** The database the jobs run against (worker threads open their own pool to it). */
  databaseUrl: string;
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';

/** One queue a module owns: created at start, scheduled with `cron`, worked here with `work`. */
export interface JobDefinition {
  queue: string;
  /** Recurring (UTC); absent for queues only sent to. */
  cron?: string;
  /** Absent: the queue exists (others send to it) but this process does not work it. */
  work?: (jobs: PgBoss.Job<object>[]) => Promise<void>;
}

/**
 * Starts pg-boss, creates and schedules the modules' queues (app/jobs.ts lists them) and works
 * them, in the order given.
 */
export async function startJobRunner(
  deps: { databaseUrl: string; log: Logger; observability?: Observability },
  definitions: readonly JobDefinition[],
): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: SCHEMA, max: 4 });
  if (deps.observability) {
    observeBoss(boss, deps.observability);
    deps.observability.metrics.sources.queueDepths = () => queueDepths(boss, SCHEMA);
  }
  let stopping = false;
  // While the server stops, PostgreSQL may end pg-boss's connections first: not worth an alarm.
  boss.on('error', (err) =>
    stopping
      ? deps.log.debug({ err }, 'job runner stopping')
      : deps.log.error({ err }, 'job runner error'),
  );
  await boss.start();
  for (const job of definitions) {
    await boss.createQueue(job.queue);
    if (job.cron) await boss.schedule(job.queue, job.cron, {}, { tz: 'UTC' });
    if (job.work) await boss.work(job.queue, job.work);
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
