import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { DASHBOARD_API } from '../auth/auth.routes.ts';
import {
  CreateWebhookInput,
  DeliveryParams,
  UpdateWebhookInput,
  WebhookParams,
} from './webhooks.schemas.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  replayDelivery,
  revealWebhookSecret,
  setWebhookEnabled,
  webhookDeliveries,
  type WebhooksCtx,
} from './webhooks.service.ts';

export const WEBHOOKS_API = `${DASHBOARD_API}/webhooks`;

/** The account settings page's webhooks (README): every call is the caller's account's only. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: WebhooksCtx): void {
  app.get(WEBHOOKS_API, async (req) => listWebhooks(ctx, await requireViewer(req)));
  app.post(WEBHOOKS_API, async (req, reply) => {
    const viewer = await requireViewer(req);
    const created = await createWebhook(ctx, viewer, parseInput(CreateWebhookInput, req.body));
    return reply.code(201).send(created);
  });
  app.patch(`${WEBHOOKS_API}/:id`, async (req) => {
    const viewer = await requireViewer(req);
    const { id } = parseInput(WebhookParams, req.params);
    const { enabled } = parseInput(UpdateWebhookInput, req.body);
    return setWebhookEnabled(ctx, viewer, id, enabled);
  });
  app.delete(`${WEBHOOKS_API}/:id`, async (req) => {
    const viewer = await requireViewer(req);
    return deleteWebhook(ctx, viewer, parseInput(WebhookParams, req.params).id);
  });
  app.get(`${WEBHOOKS_API}/:id/secret`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const answer = await revealWebhookSecret(ctx, viewer, parseInput(WebhookParams, req.params).id);
    return reply.header('cache-control', 'no-store').send(answer);
  });
  app.get(`${WEBHOOKS_API}/:id/deliveries`, async (req) => {
    const viewer = await requireViewer(req);
    return webhookDeliveries(ctx, viewer, parseInput(WebhookParams, req.params).id);
  });
  app.post(`${WEBHOOKS_API}/deliveries/:deliveryId/replay`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const { deliveryId } = parseInput(DeliveryParams, req.params);
    return reply.code(202).send(await replayDelivery(ctx, viewer, deliveryId));
  });
}
