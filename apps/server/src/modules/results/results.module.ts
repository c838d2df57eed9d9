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
import { registerWeighting } from './weighting.routes.ts';
import { surveyCrosstab, type SurveyCrosstab } from './crosstab.service.ts';
import { CrosstabInput } from './results.schemas.ts';
import { parseInput } from '../../lib/validate.ts';
import { warmResultsOnReady } from './resultsWarmup.ts';
import { storedSnapshots } from './resultsSnapshots.ts';
import { SnapshotThread } from './snapshotCodec.ts';
import { resultsReads, type ResultsReads } from './resultsReads.service.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { surveyProgress, type SurveyProgress } from './results.service.ts';
import { surveyQuotas, surveySummary } from './summary.service.ts';
import { listCrosstabs } from './crosstabs.service.ts';
import type {
  CrosstabRequest,
  CrosstabResponse,
  SavedCrosstab,
} from '@survey/domain/results/analysisContract';
import type { QuotasResponse, SummaryResponse } from '@survey/domain/results/contract';

/**
 * The request schemas of the results API, for another transport of the same services (the public
 * API, modules/apiKeys): one definition of what a results request may hold, limits included (R17).
 */
export { CrosstabDefinition, SummaryInput } from './results.schemas.ts';

/**
 * The results reads on this app's cache, for another transport (the public API): the same
 * services the results routes call, scoped to `viewer` the same way.
 */
export interface ResultsServices {
  progress(viewer: Viewer, surveyIds: string[]): Promise<SurveyProgress[]>;
  summary(viewer: Viewer, input: Parameters<typeof surveySummary>[2]): Promise<SummaryResponse>;
  crosstab(viewer: Viewer, input: CrosstabRequest): Promise<CrosstabResponse>;
  savedCrosstabs(viewer: Viewer, surveyId: string): Promise<SavedCrosstab[]>;
  /** The audience's quotas and, beside them, the quotas on answers (issue 38 §3). */
  quotas(viewer: Viewer, surveyId: string): Promise<QuotasResponse>;
}

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
): {
  exclusionsChanged: (surveyId: string) => void;
  reads: ResultsReads;
  services: ResultsServices;
  crosstab: SurveyCrosstab;
} {
  const ctx = { db: deps.db, clock: deps.clock, analytics: deps.analytics };
  const completes = completesSource(ctx);
  const maxBytes = deps.cacheMb * 1024 * 1024;
  // Snapshots are laid out and read back in a worker thread (README "Stored snapshots").
  const codec = new SnapshotThread(deps.log);
  const cache = new ResultsCache(completes, storedExclusions(deps.db), {
    maxBytes,
    built: (seconds) => deps.metrics.resultsIndexBuild.observe(seconds),
    snapshots: storedSnapshots({ ...deps, codec }),
  });
  // A snapshot half written is rolled back, but the pool must not end under it.
  app.addHook('onClose', async () => {
    await cache.settled();
    await codec.stop();
  });
  deps.metrics.sources.resultsIndexBytes = () => cache.bytesHeld();
  const routesCtx = {
    ...ctx,
    live: deps.live,
    completes,
    cache,
    abandonment: deps.abandonment,
  };
  registerResults(app, routesCtx);
  registerWeighting(app, routesCtx);
  if (deps.warmOnStart) {
    warmResultsOnReady(app, { db: deps.db, live: deps.live, cache, log: deps.log, maxBytes });
  }
  return {
    exclusionsChanged: (surveyId) => cache.exclusionsChanged(surveyId),
    // What a share link's viewer reads (sharing module), through the same use cases as the routes.
    reads: resultsReads(routesCtx),
    // The same services with typed inputs, for the public API (apiKeys module).
    services: {
      progress: (viewer, surveyIds) => surveyProgress(routesCtx, viewer, surveyIds),
      summary: (viewer, input) => surveySummary(routesCtx, viewer, input),
      crosstab: (viewer, input) => surveyCrosstab(routesCtx, viewer, input),
      savedCrosstabs: (viewer, surveyId) => listCrosstabs(routesCtx, viewer, surveyId),
      quotas: (viewer, surveyId) => surveyQuotas(routesCtx, viewer, surveyId),
    },
    // The trackers' results across waves: each wave's crosstab on this cache (issue 39 §4).
    crosstab: (viewer, input) =>
      surveyCrosstab(routesCtx, viewer, parseInput(CrosstabInput, input)),
  };
}
