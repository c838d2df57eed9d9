import type { WebhookEventType } from '@survey/domain/webhooks/webhookEvents';
import { api } from '../../../../test/authHelpers.ts';
import type { SignedUpUser } from '../../../../test/authHelpers.ts';
import type { TestApp } from '../../../../test/testApp.ts';

export interface CreatedWebhook {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  secret: string;
}

export interface LoggedDelivery {
  id: number;
  eventId: string;
  type: string;
  status: string;
  lastStatusCode: number | null;
  replayOf: number | null;
  attempts: { attempt: number; statusCode: number | null; error: string | null }[];
}

/** Subscribes `user`'s account through the REST route; throws unless it answers 201. */
export async function createTestWebhook(
  t: TestApp,
  user: SignedUpUser,
  url: string,
  events: WebhookEventType[],
): Promise<CreatedWebhook> {
  const res = await api(t, 'webhooks', { token: user.accessToken, body: { url, events } });
  if (res.status !== 201)
    throw new Error(`create webhook answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as CreatedWebhook;
}

export async function deliveryLogOf(
  t: TestApp,
  user: SignedUpUser,
  webhookId: string,
): Promise<LoggedDelivery[]> {
  const res = await api(t, `webhooks/${webhookId}/deliveries`, { token: user.accessToken });
  if (res.status !== 200) throw new Error(`delivery log answered ${res.status}`);
  return (await res.json()) as LoggedDelivery[];
}
