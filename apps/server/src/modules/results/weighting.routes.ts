import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { RESULTS_API } from './results.routes.ts';
import { SetWeightingInput, WeightingQuery } from './weighting.schemas.ts';
import {
  clearSurveyWeighting,
  setSurveyWeighting,
  surveyWeighting,
  type WeightingCtx,
} from './weighting.service.ts';

/** The weighting scheme's REST routes (issue 38 §5, `weightingContract.ts`). Thin transport. */
export function registerWeighting(app: FastifyInstance, ctx: WeightingCtx): void {
  app.get(`${RESULTS_API}/weighting`, async (req) => {
    const viewer = await requireViewer(req);
    return surveyWeighting(ctx, viewer, parseInput(WeightingQuery, req.query).surveyId);
  });
  app.put(`${RESULTS_API}/weighting`, async (req) => {
    const viewer = await requireViewer(req);
    return setSurveyWeighting(ctx, viewer, parseInput(SetWeightingInput, req.body));
  });
  app.delete(`${RESULTS_API}/weighting`, async (req) => {
    const viewer = await requireViewer(req);
    return clearSurveyWeighting(ctx, viewer, parseInput(WeightingQuery, req.query).surveyId);
  });
}
