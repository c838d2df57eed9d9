import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { parseConfig, type Config } from '../src/config.ts';
import { buildApp, type AppDeps } from '../src/app/buildApp.ts';
import { startJobs } from '../src/app/jobs.ts';
import { movableClock } from '../src/lib/clock.ts';
import type { Logger } from '../src/lib/logger.ts';
import { createAnalytics } from '../src/modules/notifications/analytics.ts';
import { ChangeBus } from '../src/platform/changeBus.ts';
import type { ErrorReporter } from '../src/platform/ports.ts';
import { createMailer } from '../src/modules/notifications/mailer.ts';
import { abandonmentSettings } from '../src/modules/respondent/dropIdle.ts';
import { startMetricsListener, type MetricsListener } from '../src/platform/metricsListener.ts';
import { createObservability } from '../src/platform/observability.ts';
import { createTestDatabase } from './testDatabase.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Base URL of the real HTTP listener, e.g. http://127.0.0.1:40123 */
  url: string;
  deps: AppDeps;
  reported: unknown[];
  /** The /metrics URL when the env set METRICS_PORT (0: a free port). */
  metricsUrl?: string;
  /** Moves the injected clock. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Starts the whole server on a fresh database, listening on a random loopback port, with an
 * adjustable clock and a reporter that records what it was given. `jobs` also starts pg-boss (the
 * background jobs) on that database.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { jobs?: boolean; log?: Logger; host?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RESPONDENT_DIST: '/nonexistent',
    ...env,
  });
  const movable = movableClock();
  const clock = movable.clock;
  const reported: unknown[] = [];
  const reporter: ErrorReporter = { capture: (e) => void reported.push(e) };
  const log = opts.log ?? pino({ level: 'silent' });
  const observability = await createObservability(config);
  const deps: AppDeps = {
    config,
    database,
    log,
    reporter,
    clock,
    movableClock: movable,
    mailer: createMailer({ config, database, log, clock }),
    analytics: createAnalytics({ config, database, log, clock }),
    observability,
    ...(opts.jobs && {
      jobs: await testJobs({ config, database, clock, log, observability }),
    }),
    changeBus: await ChangeBus.start(database.url, log),
  };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: opts.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let metrics: MetricsListener | undefined;
  let stopSampling: (() => void) | undefined;
  if (config.METRICS_PORT !== undefined) {
    metrics = await startMetricsListener(observability.metrics.registry, {
      port: config.METRICS_PORT,
      host: config.HOST,
      token: config.METRICS_TOKEN,
    });
    stopSampling = observability.metrics.startSampling(config.METRICS_SAMPLE_MS);
  }
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metrics?.url,
    deps,
    reported,
    advance: movable.advance,
    close: () =>
      watchedClose(database, [
        [
          'metrics.close',
          async () => {
            stopSampling?.();
            await metrics?.close();
          },
        ],
        ['app.close (requests, onClose hooks: snapshots, workers)', () => app.close()],
        ['jobs.stop', async () => deps.jobs?.stop()],
        ['analytics.close', () => deps.analytics.close()],
        ['changeBus.stop', async () => deps.changeBus?.stop()],
        ['tracing.shutdown', async () => observability.tracing?.shutdown()],
        ['database.drop (pool end, DROP DATABASE)', () => database.drop()],
      ]),
  };
}

/**
 * Another server process on the database of `t`: its own app, draft cache, owners, snapshots,
 * live-survey view and change bus (its own LISTEN connection); the same pool and clock otherwise.
 * `jobs: true` also gives it its own job runner (pg-boss) on the database, as a second node has:
 * each job then runs on whichever process takes it; `config` overrides settings (e.g. its own
 * DATA_DIR). Close it before `t`.
 */
export async function startOtherProcess(
  t: TestApp,
  opts: { jobs?: boolean; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const { database, clock, log } = t.deps;
  const config = { ...t.deps.config, ...opts.config };
  const url = config.DATABASE_URL;
  if (!url) throw new Error('a test app always has DATABASE_URL');
  const observability = await createObservability(config);
  const deps: AppDeps = {
    ...t.deps,
    config,
    observability,
    jobs: opts.jobs ? await testJobs({ config, database, clock, log, observability }) : t.deps.jobs,
    changeBus: await ChangeBus.start(url, log),
  };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...t,
    app,
    deps,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: undefined,
    close: async () => {
      await app.close();
      if (opts.jobs) await deps.jobs?.stop();
      await deps.changeBus?.stop();
      await observability.tracing?.shutdown();
    },
  };
}

/** A step of closing that takes longer than this is described on stderr while it goes on. */
const SLOW_CLOSE_MS = 15_000;

/**
 * Runs the steps of closing a test app in order. One that takes over SLOW_CLOSE_MS prints what it
 * is and what the pool and the database are doing: an afterAll that timed out under the full
 * suite's load (sessions 10 and 11) could not be reproduced alone, and said nothing about why.
 */
async function watchedClose(
  database: { url: string; pool: pg.Pool },
  steps: [string, () => Promise<unknown>][],
): Promise<void> {
  for (const [name, step] of steps) {
    const started = Date.now();
    const watch = setInterval(() => void describeSlowClose(database, name, started), SLOW_CLOSE_MS);
    try {
      await step();
    } finally {
      clearInterval(watch);
    }
  }
}

async function describeSlowClose(
  database: { url: string; pool: pg.Pool },
  step: string,
  started: number,
): Promise<void> {
  const { totalCount, idleCount, waitingCount } = database.pool;
  const pool = `pool: ${totalCount} clients, ${idleCount} idle, ${waitingCount} waiting`;
  const secs = Math.round((Date.now() - started) / 1000);
  console.error(
    `test app close: "${step}" still running after ${secs} s (database ${new URL(database.url).pathname.slice(1)})\n  ${pool}\n  ${await databaseActivity()}`,
  );
}

/** What every client backend of the test cluster is doing, one line each. */
async function databaseActivity(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  try {
    await admin.connect();
    const { rows } = await admin.query<Record<string, unknown>>(
      `SELECT datname, state, wait_event_type, wait_event, now() - query_start AS running,
              left(query, 120) AS query
         FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return rows.map((r) => JSON.stringify(r)).join('\n  ');
  } catch (error) {
    return `(pg_stat_activity unreadable: ${String(error)})`;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** A job runner on the test database, as a server process starts one. */
function testJobs(deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'observability'>) {
  const databaseUrl = deps.config.DATABASE_URL;
  if (!databaseUrl) throw new Error('a test app always has DATABASE_URL');
  return startJobs({
    databaseUrl,
    chatWebhookUrl: deps.config.CHAT_WEBHOOK_URL,
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    abandonment: abandonmentSettings(deps.config),
    observability: deps.observability,
  });
}
