import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { surveyQuality } from './flaggedCompletes.service.ts';
import { ExclusionInput, QualityInput } from './quality.schemas.ts';
import { setExclusions, type QualityCtx } from './quality.service.ts';

/** Data quality beside the results API (packages/domain/src/results/analysisContract.ts). */
export const QUALITY_API = '/v2/survey-results/api/v1.0/quality';

/** Thin transport: viewer -> parse -> service. */
export function registerQualityRoutes(app: FastifyInstance, ctx: QualityCtx): void {
  app.get(QUALITY_API, async (req) => {
    const viewer = await requireViewer(req);
    return surveyQuality(ctx, viewer, parseInput(QualityInput, req.query));
  });
  app.post(`${QUALITY_API}/exclusions`, async (req) => {
    const viewer = await requireViewer(req);
    return setExclusions(ctx, viewer, parseInput(ExclusionInput, req.body));
  });
}
