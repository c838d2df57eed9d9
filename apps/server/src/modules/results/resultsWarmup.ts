/**
 * Builds the results indexes of surveys in fieldwork when the server starts (ARCHITECTURE §7:
 * "rebuilt from PostgreSQL on start"), so that the first researcher to open a large survey's
 * results after a restart or a deploy does not wait for its build (14 s at 100k completes).
 * Surveys whose latest complete is newest go first; the warm-up stops once the indexes fill the
 * cache's budget (more would only evict the first ones) or the server closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { surveysInFieldwork } from '../respondent/respondent.queries.ts';
import type { ResultsCache } from './resultsCache.ts';

export interface WarmupCtx {
  db: Executor;
  live: LiveSurveys;
  cache: ResultsCache;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The cache's budget: the warm-up stops once the built indexes hold this much. */
  maxBytes: number;
}

/** Builds the indexes one survey after another; resolves with the ids it built. */
export async function warmResultsIndexes(ctx: WarmupCtx, signal: AbortSignal): Promise<string[]> {
  const built: string[] = [];
  const started = performance.now();
  for (const surveyId of await surveysInFieldwork(ctx.db)) {
    if (signal.aborted || (await ctx.cache.heldBytes()) >= ctx.maxBytes) break;
    const live = await ctx.live.current(surveyId);
    if (!live) continue;
    await ctx.cache.index(surveyId, live.version, live.published);
    built.push(surveyId);
  }
  if (built.length > 0) {
    ctx.log.info(
      { surveys: built.length, ms: Math.round(performance.now() - started) },
      'results indexes built at start',
    );
  }
  return built;
}

/**
 * Runs the warm-up in the background once the server is ready. Closing the server does not wait
 * for it (a build can take seconds): it stops at the next survey, and a query cut short by the
 * closing pool is not an error.
 */
export function warmResultsOnReady(app: FastifyInstance, ctx: WarmupCtx): void {
  const stop = new AbortController();
  app.addHook('onReady', async () => {
    void warmResultsIndexes(ctx, stop.signal).catch((error: unknown) => {
      if (!stop.signal.aborted) ctx.log.warn({ err: error }, 'results warm-up failed');
    });
  });
  app.addHook('onClose', async () => stop.abort());
}
