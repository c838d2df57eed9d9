import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { ensureDatabase, openDatabase, runMigrations } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embeddedPostgres.ts';
import { buildApp } from './http/app.ts';
import { startJobs } from './jobs/jobRunner.ts';
import { systemClock } from './lib/clock.ts';
import { createAnalytics } from './modules/notifications/analytics.ts';
import { createErrorReporter } from './modules/notifications/errorReporter.ts';
import { createMailer } from './modules/notifications/mailer.ts';
import { seedDemo } from './seed/demo.ts';

/** Start: config -> database -> migrations -> app -> listen. Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL, base: { service: 'survey-dashboard' } });
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), log);
    await ensureDatabase(embedded.adminUrl, 'survey');
    url = embedded.urlFor('survey');
  }
  const database = openDatabase(url, log);
  await runMigrations(database);
  const clock = systemClock;
  await seedDemo({ config, database, log, clock });
  const reporter = createErrorReporter(config.SENTRY_DSN, log, config.NODE_ENV);
  const mailer = createMailer({ config, database, log, clock });
  const analytics = createAnalytics({ config, database, log, clock });
  const jobs = await startJobs({ databaseUrl: url, database, clock, log });
  const app = await buildApp({ config, database, log, reporter, clock, mailer, analytics, jobs });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Survey dashboard on ${config.APP_URL}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
