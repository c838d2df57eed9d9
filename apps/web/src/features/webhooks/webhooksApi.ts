import type { WebhookEventType } from '@survey/domain/webhooks/webhookEvents';
import { authedCall } from '../../lib/dashboardApi.ts';

export interface Webhook {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
}

export interface WebhookDelivery {
  id: number;
  eventId: string;
  type: WebhookEventType;
  status: 'pending' | 'delivered' | 'given_up';
  replayOf: number | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  attempts: { attempt: number; statusCode: number | null; error: string | null }[];
}

/** The dashboard's webhooks routes (apps/server/src/modules/webhooks/README.md). */
export const webhooksApi = {
  list: () => authedCall<Webhook[]>('webhooks'),
  create: (url: string, events: WebhookEventType[]) =>
    authedCall<Webhook & { secret: string }>('webhooks', { body: { url, events } }),
  setEnabled: (id: string, enabled: boolean) =>
    authedCall<Webhook>(`webhooks/${id}`, { method: 'PATCH', body: { enabled } }),
  secret: (id: string) => authedCall<{ id: string; secret: string }>(`webhooks/${id}/secret`),
  remove: (id: string) => authedCall<{ deleted: true }>(`webhooks/${id}`, { method: 'DELETE' }),
  deliveries: (id: string) => authedCall<WebhookDelivery[]>(`webhooks/${id}/deliveries`),
  replay: (deliveryId: number) =>
    authedCall<{ id: number }>(`webhooks/deliveries/${deliveryId}/replay`, { method: 'POST' }),
};
