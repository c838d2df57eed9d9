import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { ensureDatabase, openDatabase, runMigrations } from './db/database.ts';
import { disableNamedStatements } from './db/namedStatement.ts';
import { startEmbeddedPostgres } from './db/embeddedPostgres.ts';
import { buildApp } from './app/buildApp.ts';
import { markDraining } from './http/health.ts';
import { startJobs } from './app/jobs.ts';
import { movableClock, systemClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { createAnalytics } from './modules/notifications/analytics.ts';
import { createErrorReporter } from './modules/notifications/errorReporter.ts';
import { createMailer } from './modules/notifications/mailer.ts';
import { abandonmentSettings } from './modules/respondent/dropIdle.ts';
import { seedDemo } from './seed/demo.ts';
import { listenErrorMessage } from './startup/portCheck.ts';
import { StartupError } from './lib/startupError.ts';
import { ChangeBus } from './platform/changeBus.ts';
import { startMetricsListener } from './platform/metricsListener.ts';
import { createObservability } from './platform/observability.ts';

/**
 * Database -> migrations -> app -> listen. Every part it starts is pushed onto `started` as soon
 * as it runs, so that the caller can stop them in reverse order on shutdown or when a later step
 * fails (an embedded PostgreSQL must not outlive a failed start).
 */
export async function startServer(
  config: Config,
  log: Logger,
  started: Array<() => Promise<unknown>>,
): Promise<void> {
  let url = config.DATABASE_URL;
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), log);
    started.push(() => embedded.stop());
    await ensureDatabase(embedded.adminUrl, 'survey');
    url = embedded.urlFor('survey');
  }
  // Migrations, pg-boss and LISTEN need a session of their own: behind PgBouncer in transaction
  // mode (DATABASE_URL) they take DATABASE_DIRECT_URL (deploy/README.md).
  const directUrl = config.DATABASE_DIRECT_URL ?? url;
  const database = openDatabase(url, log);
  started.push(() => database.close());
  if (config.DB_NAMED_STATEMENTS === 'off') disableNamedStatements(database.pool);
  await migrateOver(directUrl, log);
  // Under tests the clock can be moved forward through the test control route (http/testControl.ts).
  const movable = config.NODE_ENV === 'test' ? movableClock() : undefined;
  const clock = movable?.clock ?? systemClock;
  const observability = await createObservability(config);
  // Stopped after the jobs and the app (started is unwound in reverse): their last spans export.
  started.push(async () => observability.tracing?.shutdown());
  await seedDemo({ config, database, log, clock });
  const reporter = await createErrorReporter(config.SENTRY_DSN, log, config.NODE_ENV);
  const mailer = createMailer({ config, database, log, clock });
  const analytics = createAnalytics({ config, database, log, clock });
  // Unwound after the app and the jobs: the events of their last actions are sent first.
  started.push(() => analytics.close());
  const jobs = await startJobs({
    databaseUrl: directUrl,
    database,
    clock,
    log,
    chatWebhookUrl: config.CHAT_WEBHOOK_URL,
    abandonment: abandonmentSettings(config),
    observability,
  });
  started.push(() => jobs.stop());
  const changeBus = await ChangeBus.start(directUrl, log);
  started.push(() => changeBus.stop());
  const app = await buildApp({
    config,
    database,
    log,
    reporter,
    clock,
    movableClock: movable,
    mailer,
    analytics,
    jobs,
    observability,
    changeBus,
  });
  started.push(() => drainAndClose(app, config, log));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const message = listenErrorMessage(err, config.PORT, config.HOST);
    throw message ? new StartupError(message) : err;
  }
  if (config.METRICS_PORT !== undefined) {
    const metrics = await startMetricsListener(observability.metrics.registry, {
      port: config.METRICS_PORT,
      host: config.HOST,
      token: config.METRICS_TOKEN,
    });
    started.push(() => metrics.close());
    const stopSampling = observability.metrics.startSampling(config.METRICS_SAMPLE_MS);
    started.push(async () => stopSampling());
    log.info(`Metrics on ${metrics.url}`);
  }
  log.info(`Survey dashboard on ${config.APP_URL}`);
}

/** Migrations over a short-lived pool of their own on `url` (a direct connection). */
async function migrateOver(url: string, log: Logger): Promise<void> {
  const direct = openDatabase(url, log, 2);
  try {
    await runMigrations(direct);
  } finally {
    await direct.close();
  }
}

/**
 * Graceful stop of the HTTP side (SIGTERM): /readyz answers 503 for SHUTDOWN_DRAIN_MS while every
 * request is still served, so that a load balancer takes the node out before it stops listening;
 * then no new connections, requests in flight finish (the simulated panel's walkers stop in an
 * onClose hook), and after SHUTDOWN_TIMEOUT_MS the connections still open are cut.
 */
async function drainAndClose(app: FastifyInstance, config: Config, log: Logger): Promise<void> {
  markDraining(app);
  if (config.SHUTDOWN_DRAIN_MS > 0) {
    log.info({ ms: config.SHUTDOWN_DRAIN_MS }, 'draining: readiness down, still serving');
    await sleep(config.SHUTDOWN_DRAIN_MS);
  }
  const closing = app.close();
  const timer = setTimeout(() => {
    log.warn({ ms: config.SHUTDOWN_TIMEOUT_MS }, 'requests still in flight: connections closed');
    app.server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}
