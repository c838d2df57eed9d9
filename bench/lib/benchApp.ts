import type { Logger } from '@survey/server/src/lib/logger.ts';
import { parseConfig } from '@survey/server/src/config.ts';
import { buildApp } from '@survey/server/src/app/buildApp.ts';
import { createObservability } from '@survey/server/src/platform/observability.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { createAnalytics } from '@survey/server/src/modules/notifications/analytics.ts';
import { createMailer } from '@survey/server/src/modules/notifications/mailer.ts';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';

export interface BenchApp {
  /** e.g. http://127.0.0.1:40123 */
  base: string;
  /** A bearer token of the bench user, from the real login endpoint. */
  accessToken: string;
  /** TCP connections the server accepted so far (keep-alive clients open one and reuse it). */
  connections(): number;
  close(): Promise<void>;
}

/**
 * Server settings that leave out the background rounds a bench's survey would set off: it is filled
 * in bulk, so its order stays Live, and the simulated panel's tick (every 5 s: an index-only count
 * of the survey's sessions, 1.2M at 1M, ~1 s on 3 processes) and the field-health job (every
 * minute: a sequential scan of the sessions with their states, 2.4 GB and ~25 s at 1M under load)
 * would run beside what is measured, their PostgreSQL CPU counted in its CPU and their reads
 * evicting its pages. For `startBenchApp`'s env and a `ServerProcess`'s.
 */
export const NO_BACKGROUND_ROUNDS = { PANEL_RATE: '0', FIELD_HEALTH: 'off' } as const;

/**
 * The whole server as production runs it, on the bench database and a random loopback port,
 * logged in as `email`: for the "over real HTTP" rows of a benchmark.
 */
export async function startBenchApp(
  db: BenchDatabase,
  log: Logger,
  login: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const config = parseConfig({
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RESPONDENT_DIST: '/nonexistent',
    ...env,
  });
  const deps = { config, database: db.database, log, clock: systemClock };
  const app = await buildApp({
    ...deps,
    reporter: { capture: (e: unknown) => console.error(e) },
    mailer: createMailer(deps),
    analytics: createAnalytics(deps),
    // As in production: the per-request hooks and counters are part of what is measured.
    observability: await createObservability(config),
  });
  let connections = 0;
  app.server.on('connection', () => void connections++);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const res = await fetch(`${base}/v1/dashboard/api/v1.0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: login.email, password: login.password }),
  });
  if (!res.ok) {
    await app.close();
    throw new Error(`bench login failed: ${res.status}`);
  }
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { base, accessToken, connections: () => connections, close: () => app.close() };
}
