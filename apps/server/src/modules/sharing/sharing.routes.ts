import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  type ShareCtx,
} from './shareLinks.service.ts';
import { CreateShareLinkInput, ShareLinkIdParams, ShareLinksQuery } from './sharing.schemas.ts';

/** The researcher's side: making, listing and revoking links (signed in, scoped to the account). */
export const SHARING_API = '/v1/sharing/api/v1.0';

export function registerSharingRoutes(app: FastifyInstance, ctx: ShareCtx): void {
  app.post(`${SHARING_API}/links`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const created = await createShareLink(ctx, viewer, parseInput(CreateShareLinkInput, req.body));
    return reply.code(201).send(created);
  });
  app.get(`${SHARING_API}/links`, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyId, markets } = parseInput(ShareLinksQuery, req.query);
    return listShareLinks(ctx, viewer, surveyId, markets);
  });
  app.post(`${SHARING_API}/links/:id/revoke`, async (req) => {
    const viewer = await requireViewer(req);
    return revokeShareLink(ctx, viewer, parseInput(ShareLinkIdParams, req.params).id);
  });
}
