import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { VerifyAccessToken } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Analytics, Mailer } from '../../platform/ports.ts';
import type { JobDefinition } from '../../platform/jobRunner.ts';
import type { AuthContext } from './authContext.ts';
import { authRoutes, DASHBOARD_API } from './auth.routes.ts';
import { resolveJwtSecret } from './jwtSecret.ts';
import { verifyAccessToken } from './sessions.service.ts';
import {
  runSweepAuthAttempts,
  SWEEP_AUTH_ATTEMPTS_CRON,
  SWEEP_AUTH_ATTEMPTS_QUEUE,
} from './sweepAttempts.job.ts';
import type { ThrottleRule } from './throttle.ts';
import { createAccessTokens } from './tokens.ts';

export interface AuthModuleDeps {
  config: Pick<
    Config,
    | 'APP_URL'
    | 'JWT_SECRET'
    | 'SIGNUP_REQUESTS_PER_IP_HOUR'
    | 'SESSION_MAX_AGE_DAYS'
    | 'LOGIN_FAILURES_PER_IP_HOUR'
  >;
  database: Pick<Database, 'db'>;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  analytics: Analytics;
}

export interface AuthModule {
  /** For GraphQL services (mountGraphQL) and anything else that receives a bearer token. */
  verifyAccessToken: VerifyAccessToken;
}

/**
 * Mounts the auth REST routes and decorates the root instance with `verifyAccessToken`, which
 * `requireViewer(request)` (platform/viewer.ts) uses in every other module's REST routes.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: AuthModuleDeps,
): Promise<AuthModule> {
  const secret = await resolveJwtSecret(deps.config, deps.database.db, deps.log);
  const ctx: AuthContext = {
    db: deps.database.db,
    clock: deps.clock,
    config: deps.config,
    log: deps.log,
    mailer: deps.mailer,
    analytics: deps.analytics,
    tokens: createAccessTokens(secret, deps.clock),
  };
  const verify: VerifyAccessToken = (token) => verifyAccessToken(ctx, token);
  app.decorate('verifyAccessToken', verify);
  await app.register(async (api) => authRoutes(api, ctx), { prefix: DASHBOARD_API });
  return { verifyAccessToken: verify };
}

/**
 * Throttle rows of addresses and e-mails never tried again would otherwise stay for good. Other
 * modules' rules kept in the same table (`alsoSweep`) are swept with auth's own.
 */
export function authJobs(deps: {
  db: Database['db'];
  clock: Clock;
  log: Logger;
  alsoSweep: readonly ThrottleRule[];
}): JobDefinition[] {
  return [
    {
      queue: SWEEP_AUTH_ATTEMPTS_QUEUE,
      cron: SWEEP_AUTH_ATTEMPTS_CRON,
      work: () => runSweepAuthAttempts(deps),
    },
  ];
}
