import type { FastifyInstance } from 'fastify';
import { startFieldHealthJob } from './fieldHealth.job.ts';
import { registerFieldHealthRoutes } from './fieldHealth.routes.ts';
import type { FieldHealthJobCtx } from './fieldHealth.service.ts';

/**
 * Field health (issue 25 §4): the results page's route, and with a job runner the minute's round
 * that pauses or halts surveys whose rates pass the spec 3 §9 terms (FIELD_HEALTH=on, the
 * default; off: the rates are shown, nothing acts).
 */
export async function registerFieldHealth(
  app: FastifyInstance,
  ctx: FieldHealthJobCtx & { enabled: boolean },
): Promise<void> {
  registerFieldHealthRoutes(app, ctx);
  if (ctx.boss && ctx.enabled) await startFieldHealthJob(ctx.boss, ctx);
}
