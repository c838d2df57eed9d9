import path from 'node:path';
import type { Config } from './config.ts';
import { ensureDatabase, openDatabase, runMigrations } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embeddedPostgres.ts';
import { buildApp } from './app/buildApp.ts';
import { startJobs } from './app/jobs.ts';
import { systemClock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { createAnalytics } from './modules/notifications/analytics.ts';
import { createErrorReporter } from './modules/notifications/errorReporter.ts';
import { createMailer } from './modules/notifications/mailer.ts';
import { abandonmentSettings } from './modules/respondent/dropIdle.ts';
import { seedDemo } from './seed/demo.ts';
import { listenErrorMessage } from './startup/portCheck.ts';
import { StartupError } from './lib/startupError.ts';
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
  const database = openDatabase(url, log);
  started.push(() => database.close());
  await runMigrations(database);
  const clock = systemClock;
  const observability = await createObservability(config);
  // Stopped after the jobs and the app (started is unwound in reverse): their last spans export.
  started.push(async () => observability.tracing?.shutdown());
  await seedDemo({ config, database, log, clock });
  const reporter = await createErrorReporter(config.SENTRY_DSN, log, config.NODE_ENV);
  const mailer = createMailer({ config, database, log, clock });
  const analytics = createAnalytics({ config, database, log, clock });
  const jobs = await startJobs({
    databaseUrl: url,
    database,
    clock,
    log,
    chatWebhookUrl: config.CHAT_WEBHOOK_URL,
    abandonment: abandonmentSettings(config),
    observability,
  });
  started.push(() => jobs.stop());
  const app = await buildApp({
    config,
    database,
    log,
    reporter,
    clock,
    mailer,
    analytics,
    jobs,
    observability,
  });
  started.push(() => app.close());
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
    log.info(`Metrics on ${metrics.url}`);
  }
  log.info(`Survey dashboard on ${config.APP_URL}`);
}
