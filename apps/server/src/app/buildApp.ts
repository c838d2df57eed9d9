import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../platform/appDeps.ts';
import { installErrorHandler } from '../http/errorHandler.ts';
import { registerHealth } from '../http/health.ts';
import { registerSecurityHeaders } from '../http/securityHeaders.ts';
import { serveStaticApps } from '../http/staticApps.ts';
import { registerTestControl } from '../http/testControl.ts';
import { registerModules } from './compose.ts';
import { httpLogger } from '../lib/logger.ts';
import { serverFile } from '../lib/serverFiles.ts';
import { instrumentPool, observeRequests } from '../platform/observability.ts';
import { isRequestId } from '../platform/requestContext.ts';

export type { AppDeps } from '../platform/appDeps.ts';

/** Believe the `hops` nearest X-Forwarded-For entries (what Fastify does for a number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Assembles the HTTP server: security headers, error mapping, health, modules, static apps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Every request line goes through one serializer that redacts tokens from the URL.
    loggerInstance: httpLogger(deps.log),
    // A sane X-Request-Id from a proxy or client is kept (its lines join theirs), else a new one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return isRequestId(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  observeRequests(app, deps.observability);
  instrumentPool(deps.database.pool, deps.observability);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Video cards show the provider's default still (features/media/videoMedia.ts).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://vumbnail.com'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  await app.register(cookie);
  installErrorHandler(app, deps.reporter);
  registerHealth(app, deps.database);
  await registerModules(app, deps);
  if (config.NODE_ENV === 'test') {
    if (!deps.movableClock) throw new Error('a test server runs on a movable clock');
    registerTestControl(app, { clock: deps.movableClock, jobs: deps.jobs });
  }
  await serveStaticApps(app, {
    webDist: config.WEB_DIST ?? serverFile('../web/dist'),
    respondentDist: config.RESPONDENT_DIST ?? serverFile('../respondent/dist'),
    live: config.NODE_ENV === 'development',
  });
  return app;
}
