import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import { surveyProgress } from './results.service.ts';
import { surveyCrosstab } from './crosstab.service.ts';
import type { Tracking } from '../../platform/ports.ts';
import { listCrosstabs, removeCrosstab, saveCrosstab } from './crosstabs.service.ts';
import {
  CrosstabIdParams,
  CrosstabsQuery,
  QuotasInput,
  SaveCrosstabInput,
  ScopedCrosstabInput,
  ScopedSummaryInput,
  ScopedTextsInput,
  ThemesInput,
} from './results.schemas.ts';
import { marketsCrosstabOf, marketsSummaryOf, marketsTextsOf } from './marketScope.service.ts';
import {
  surveyQuotas,
  surveySummary,
  surveyTexts,
  surveyThemes,
  type ResultsCtx,
} from './summary.service.ts';

/** The results REST API (spec 1 §7 "REST, results API"; spec 3 §7 "REST, results service"). */
export const RESULTS_API = '/v2/survey-results/api/v1.0';

const ProgressInput = z.object({ surveyIds: z.array(z.guid()).min(1).max(100) });

/** Thin transport: viewer -> parse -> service. */
export function registerResults(
  app: FastifyInstance,
  ctx: ResultsCtx & Tracking & { db: Executor; clock: Clock; abandonment: AbandonmentSettings },
): void {
  app.post(`${RESULTS_API}/progress`, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyIds } = parseInput(ProgressInput, req.body);
    return surveyProgress(ctx, viewer, surveyIds);
  });
  app.post(`${RESULTS_API}/summary`, async (req) => {
    const viewer = await requireViewer(req);
    const { markets, ...input } = parseInput(ScopedSummaryInput, req.body);
    return markets ? marketsSummaryOf(ctx, viewer, input) : surveySummary(ctx, viewer, input);
  });
  app.post(`${RESULTS_API}/texts`, async (req) => {
    const viewer = await requireViewer(req);
    const { markets, ...input } = parseInput(ScopedTextsInput, req.body);
    return markets ? marketsTextsOf(ctx, viewer, input) : surveyTexts(ctx, viewer, input);
  });
  app.post(`${RESULTS_API}/crosstab`, async (req) => {
    const viewer = await requireViewer(req);
    const { markets, ...input } = parseInput(ScopedCrosstabInput, req.body);
    return markets ? marketsCrosstabOf(ctx, viewer, input) : surveyCrosstab(ctx, viewer, input);
  });
  app.get(`${RESULTS_API}/crosstabs`, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyId, markets } = parseInput(CrosstabsQuery, req.query);
    return listCrosstabs(ctx, viewer, surveyId, markets);
  });
  app.post(`${RESULTS_API}/crosstabs`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const saved = await saveCrosstab(ctx, viewer, parseInput(SaveCrosstabInput, req.body));
    return reply.code(201).send(saved);
  });
  app.delete(`${RESULTS_API}/crosstabs/:id`, async (req, reply) => {
    const viewer = await requireViewer(req);
    await removeCrosstab(ctx, viewer, parseInput(CrosstabIdParams, req.params).id);
    return reply.code(204).send();
  });
  app.post(`${RESULTS_API}/themes`, async (req) => {
    const viewer = await requireViewer(req);
    return surveyThemes(ctx, viewer, parseInput(ThemesInput, req.body));
  });
  app.get(`${RESULTS_API}/quotas`, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyId } = parseInput(QuotasInput, req.query);
    return surveyQuotas(ctx, viewer, surveyId);
  });
}
