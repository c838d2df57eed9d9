import type { FastifyInstance } from 'fastify';
import { registerQualityRoutes } from './quality.routes.ts';
import type { QualityCtx } from './quality.service.ts';

/** Data quality of completes (issue 26 §3): exclusions from analysis. */
export function registerQuality(app: FastifyInstance, ctx: QualityCtx): void {
  registerQualityRoutes(app, ctx);
}
