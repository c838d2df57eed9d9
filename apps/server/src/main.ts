import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { prepareDataDir } from './db/dataDirAccess.ts';
import { assertCanListen } from './startup/portCheck.ts';
import { StartupError } from './lib/startupError.ts';
import { requestIdMixin } from './platform/requestContext.ts';

/** What has been started so far, stopped in reverse order on shutdown or a failed start. */
const started: Array<() => Promise<unknown>> = [];

async function stopAll(): Promise<void> {
  for (const stop of started.splice(0).reverse()) {
    try {
      await stop();
    } catch (err) {
      console.error(err);
    }
  }
}

/**
 * Start: config -> preflight -> database -> migrations -> app -> listen. Stops cleanly on
 * SIGINT/SIGTERM. A machine or setting that cannot work ends the start with one line (exit 1).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // The mixin puts the running request's or job's id on every line (platform/requestContext.ts).
  const log = pino({
    level: config.LOG_LEVEL,
    base: { service: 'survey-dashboard' },
    mixin: requestIdMixin,
  });
  // A taken port is the most common failed start: say so before PostgreSQL and migrations run,
  // and before loading the rest of the server, which takes seconds on a busy machine.
  await assertCanListen(config.PORT, config.HOST);
  // startEmbeddedPostgres checks this too; here it also fails fast.
  if (config.embeddedDatabase) prepareDataDir(path.join(config.DATA_DIR, 'postgres'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const { startServer } = await import('./startServer.ts');
  await startServer(config, log, started);
}

main().catch(async (err: unknown) => {
  await stopAll();
  if (err instanceof ConfigError || err instanceof StartupError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
