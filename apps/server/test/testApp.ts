import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { parseConfig, type Config } from '../src/config.ts';
import { buildApp, type AppDeps } from '../src/http/app.ts';
import { startJobs } from '../src/jobs/jobRunner.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createAnalytics } from '../src/modules/notifications/analytics.ts';
import type { ErrorReporter } from '../src/modules/notifications/errorReporter.ts';
import { createMailer } from '../src/modules/notifications/mailer.ts';
import { createTestDatabase } from './testDatabase.ts';

export interface TestApp {
  app: FastifyInstance;
  /** Base URL of the real HTTP listener, e.g. http://127.0.0.1:40123 */
  url: string;
  deps: AppDeps;
  reported: unknown[];
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
  opts: { jobs?: boolean } = {},
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
  let offset = 0;
  const clock: Clock = () => new Date(Date.now() + offset);
  const reported: unknown[] = [];
  const reporter: ErrorReporter = { capture: (e) => void reported.push(e) };
  const log = pino({ level: 'silent' });
  const deps: AppDeps = {
    config,
    database,
    log,
    reporter,
    clock,
    mailer: createMailer({ config, database, log, clock }),
    analytics: createAnalytics({ config, database, log, clock }),
    ...(opts.jobs && {
      jobs: await startJobs({
        databaseUrl: database.url,
        chatWebhookUrl: config.CHAT_WEBHOOK_URL,
        database,
        clock,
        log,
      }),
    }),
  };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    deps,
    reported,
    advance: (ms) => void (offset += ms),
    async close() {
      await app.close();
      await deps.jobs?.stop();
      await database.drop();
    },
  };
}

/**
 * Another server process on the database of `t`: its own app, draft cache, owners and snapshots
 * (the same deps otherwise). Close it before `t`.
 */
export async function startOtherProcess(t: TestApp): Promise<TestApp> {
  const app = await buildApp(t.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...t, app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
