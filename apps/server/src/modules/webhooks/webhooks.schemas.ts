import { WEBHOOK_EVENT_TYPES } from '@survey/domain/webhooks/webhookEvents';
import { z } from 'zod';

/** POST webhooks: an http(s) URL and at least one event. */
export const CreateWebhookInput = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: 'Enter an http or https URL.' })),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof CreateWebhookInput>;

/** PATCH webhooks/:id: turn on or off. */
export const UpdateWebhookInput = z.strictObject({ enabled: z.boolean() });

export const WebhookParams = z.strictObject({ id: z.guid() });

export const DeliveryParams = z.strictObject({
  deliveryId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
