import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { DASHBOARD_API } from '../auth/auth.routes.ts';
import { ApiKeyIdParams, CreateApiKeyInput } from './apiKeys.schemas.ts';
import { createApiKey, listApiKeys, revokeKey } from './apiKeys.service.ts';

export const API_KEYS_API = `${DASHBOARD_API}/api-keys`;

/** The dashboard's management of its account's keys (signed-in researchers). */
export function registerApiKeyRoutes(
  app: FastifyInstance,
  ctx: { db: Executor; clock: Clock },
): void {
  app.get(API_KEYS_API, async (req) => {
    const viewer = await requireViewer(req);
    return listApiKeys(ctx, viewer);
  });
  app.post(API_KEYS_API, async (req, reply) => {
    const viewer = await requireViewer(req);
    const created = await createApiKey(ctx, viewer, parseInput(CreateApiKeyInput, req.body));
    // The one answer that holds the secret: never kept by a cache.
    return reply.code(201).header('cache-control', 'no-store').send(created);
  });
  app.delete(`${API_KEYS_API}/:id`, async (req) => {
    const viewer = await requireViewer(req);
    return revokeKey(ctx, viewer, parseInput(ApiKeyIdParams, req.params).id);
  });
}
