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
import { ChangeBus } from './platform/changeBus.ts';

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
  });
  started.push(() => jobs.stop());
  const changeBus = await ChangeBus.start(config.DATABASE_DIRECT_URL ?? url, log);
  started.push(() => changeBus.stop());
  const deps = { config, database, log, reporter, clock, mailer, analytics, jobs, changeBus };
  const app = await buildApp(deps);
  started.push(() => app.close());
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const message = listenErrorMessage(err, config.PORT, config.HOST);
    throw message ? new StartupError(message) : err;
  }
  log.info(`Survey dashboard on ${config.APP_URL}`);
}
