import type { FastifyInstance } from 'fastify';
import { startReplacementNoticeJob } from './replacementNotice.job.ts';
import { startFieldHealthJob } from './fieldHealth.job.ts';
import { registerFieldHealthRoutes } from './fieldHealth.routes.ts';
import type { FieldHealthJobCtx } from './fieldHealth.service.ts';

/**
 * Field health (issue 25 §4): the results page's route, and with a job runner the minute's round
 * that pauses or halts surveys whose rates pass the spec 3 §9 terms (FIELD_HEALTH=on, the
 * default; off: the rates are shown, nothing acts), and the round that tells an account of a
 * survey completed with replacements (issue 38 §4, always with a job runner).
 */
export async function registerFieldHealth(
  app: FastifyInstance,
  ctx: FieldHealthJobCtx & { enabled: boolean },
): Promise<void> {
  registerFieldHealthRoutes(app, ctx);
  if (ctx.boss && ctx.enabled) await startFieldHealthJob(ctx.boss, ctx);
  if (ctx.boss) await startReplacementNoticeJob(ctx.boss, ctx);
}
