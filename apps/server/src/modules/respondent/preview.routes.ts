import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../http/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import { PreviewInput } from './preview.schemas.ts';
import { previewStep, type PreviewCtx } from './preview.service.ts';

/**
 * POST /preview: the dashboard's respondent preview. It needs the dashboard's token (the runner
 * opens in a tab of the same origin, where the dashboard keeps it) and previews only the caller's
 * own surveys: a draft is not public, unlike a live survey behind a signed link.
 */
export function registerPreviewRoute(api: FastifyInstance, ctx: PreviewCtx): void {
  api.post('/preview', async (req) => {
    const viewer = await requireViewer(req);
    return previewStep(ctx, viewer, parseInput(PreviewInput, req.body));
  });
}
