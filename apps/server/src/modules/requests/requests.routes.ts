import { DATA_TABLE_REQUESTS_PATH, RETARGETING_PATH } from '@survey/domain/requests/contract';
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../platform/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import { DASHBOARD_API } from '../auth/auth.routes.ts';
import { DataTableRequestInput, RetargetingInput } from './requests.schemas.ts';
import { requestDataTables, requestRetargeting, type RequestsCtx } from './requests.service.ts';

/** 10,000 ids of up to 128 characters, quoted, fit; Fastify's default 1 MiB would not. */
const RETARGETING_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The results page's requests to the team (README): data tables and follow-up with respondents.
 * Both answer 202: the message is stored and its delivery to the team chat queued.
 */
export function registerRequestRoutes(app: FastifyInstance, ctx: RequestsCtx): void {
  app.post(`${DASHBOARD_API}/${DATA_TABLE_REQUESTS_PATH}`, async (req, reply) => {
    const viewer = await requireViewer(req);
    await requestDataTables(ctx, viewer, parseInput(DataTableRequestInput, req.body));
    return reply.code(202).send({ submitted: true });
  });
  app.post(
    `${DASHBOARD_API}/${RETARGETING_PATH}`,
    { bodyLimit: RETARGETING_BODY_LIMIT },
    async (req, reply) => {
      const viewer = await requireViewer(req);
      const answer = await requestRetargeting(ctx, viewer, parseInput(RetargetingInput, req.body));
      return reply.code(202).send(answer);
    },
  );
}
