import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { startTrackerWavesJob } from './trackers.job.ts';
import { registerTrackerRoutes } from './trackers.routes.ts';
import type { WaveRoundCtx } from './waveRound.service.ts';
import type { WaveResultsCtx } from './waveResults.service.ts';

/**
 * Trackers (issue 39 §4): the REST routes, and with a job runner the minute's round that makes
 * and buys waves.
 */
export async function registerTrackers(
  app: FastifyInstance,
  ctx: WaveRoundCtx & WaveResultsCtx & { boss: PgBoss | undefined },
): Promise<void> {
  registerTrackerRoutes(app, ctx);
  if (ctx.boss) await startTrackerWavesJob(ctx.boss, ctx);
}
