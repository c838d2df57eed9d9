import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { Tracking } from '../../platform/ports.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { completesSource } from '../respondent/respondent.service.ts';
import type { Metrics } from '../../platform/metrics.ts';
import { ResultsCache, storedExclusions } from './resultsCache.ts';
import { registerResults } from './results.routes.ts';
import { surveyCrosstab, type SurveyCrosstab } from './crosstab.service.ts';
import { CrosstabInput } from './results.schemas.ts';
import { parseInput } from '../../lib/validate.ts';
import { warmResultsOnReady } from './resultsWarmup.ts';

/** The results REST API over one per-app cache of completes, warmed at start when asked. */
export function registerResultsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    log: Logger;
    live: LiveSurveys;
    abandonment: AbandonmentSettings;
    cacheMb: number;
    warmOnStart: boolean;
    /** Index memory (read at scrape) and build times. */
    metrics: Metrics;
  } & Tracking,
): { exclusionsChanged: (surveyId: string) => void; crosstab: SurveyCrosstab } {
  const ctx = { db: deps.db, clock: deps.clock, analytics: deps.analytics };
  const completes = completesSource(ctx);
  const maxBytes = deps.cacheMb * 1024 * 1024;
  const cache = new ResultsCache(completes, storedExclusions(deps.db), {
    maxBytes,
    built: (seconds) => deps.metrics.resultsIndexBuild.observe(seconds),
  });
  deps.metrics.sources.resultsIndexBytes = () => cache.bytesHeld();
  const resultsCtx = {
    ...ctx,
    live: deps.live,
    completes,
    cache,
    abandonment: deps.abandonment,
  };
  registerResults(app, resultsCtx);
  if (deps.warmOnStart) {
    warmResultsOnReady(app, { db: deps.db, live: deps.live, cache, log: deps.log, maxBytes });
  }
  return {
    exclusionsChanged: (surveyId) => cache.exclusionsChanged(surveyId),
    // The trackers' results across waves: each wave's crosstab on this cache (issue 39 §4).
    crosstab: (viewer, input) =>
      surveyCrosstab(resultsCtx, viewer, parseInput(CrosstabInput, input)),
  };
}
