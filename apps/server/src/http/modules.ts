import type { FastifyInstance } from 'fastify';
import { registerAuth } from '../modules/auth/auth.module.ts';
import { registerDevOutbox } from '../modules/notifications/outbox.routes.ts';
import type { AppDeps } from './appDeps.ts';

/** Registers every product module's routes and GraphQL services. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Auth first: it provides `verifyAccessToken` to every later module.
  const _auth = await registerAuth(app, deps);
  // The local outbox page exists only where no real mail server is configured, never in production.
  if (!deps.config.SMTP_URL && deps.config.NODE_ENV !== 'production') {
    registerDevOutbox(app, deps.database);
  }
}
