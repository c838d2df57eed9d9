import type { FastifyInstance } from 'fastify';
import { bearerToken, requireViewer } from '../../platform/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import { PreviewInput, PreviewTokenInput } from './preview.schemas.ts';
import { mintPreviewToken, previewStep, type PreviewCtx } from './preview.service.ts';
import { previewTokenKey } from './previewToken.ts';

/**
 * The dashboard's respondent preview. POST /preview/token needs the dashboard's access token and
 * answers a short-lived token for one of the caller's surveys (a draft is not public, unlike a
 * live survey behind a signed link); the dashboard opens the runner with it. POST /preview takes
 * only that token: the runner never reads or sends the dashboard's own.
 */
export function registerPreviewRoute(
  api: FastifyInstance,
  ctx: PreviewCtx & { linkSecret: Uint8Array },
): void {
  const key = previewTokenKey(ctx.linkSecret);
  api.post('/preview/token', async (req) => {
    const viewer = await requireViewer(req);
    return mintPreviewToken(ctx, key, viewer, parseInput(PreviewTokenInput, req.body).surveyId);
  });
  api.post('/preview', async (req) => {
    const input = parseInput(PreviewInput, req.body);
    return previewStep(ctx, key, bearerToken(req.headers.authorization), input);
  });
}
