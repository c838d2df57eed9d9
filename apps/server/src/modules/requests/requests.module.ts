import type { FastifyInstance } from 'fastify';
import { registerRequestRoutes } from './requests.routes.ts';
import type { RequestsCtx } from './requests.service.ts';

/** Data-table and retargeting requests, forwarded to the team chat. */
export function registerRequests(app: FastifyInstance, ctx: RequestsCtx): void {
  registerRequestRoutes(app, ctx);
}
