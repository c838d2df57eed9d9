import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { RESULTS_API } from '../results/results.routes.ts';
import { FieldHealthQuery } from './fieldHealth.schemas.ts';
import { surveyFieldHealth, type FieldHealthCtx } from './fieldHealth.service.ts';

/** GET …/field-health?surveyId=: each rate against its thresholds, and the job's action. */
export function registerFieldHealthRoutes(app: FastifyInstance, ctx: FieldHealthCtx): void {
  app.get(`${RESULTS_API}/field-health`, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyId } = parseInput(FieldHealthQuery, req.query);
    return surveyFieldHealth(ctx, viewer, surveyId);
  });
}
