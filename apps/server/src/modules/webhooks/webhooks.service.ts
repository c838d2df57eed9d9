import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishChange } from '../../platform/changeBus.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { WEBHOOK_CHANNEL } from './webhookEvents.service.ts';
import { newWebhookSecret } from './webhookSignature.ts';
import { refusedTarget } from './webhookTarget.ts';
import {
  deliveryNotFound,
  deliveryStillPending,
  refusedWebhookUrl,
  tooManyWebhooks,
  webhookNotFound,
} from './webhooks.errors.ts';
import { presentDelivery, presentSubscription } from './webhooks.presenter.ts';
import type { CreateWebhookInput } from './webhooks.schemas.ts';
import {
  deleteSubscriptionOfAccount,
  deliveryLog,
  deliveryOfAccount,
  insertReplay,
  insertSubscription,
  setSubscriptionEnabled,
  subscriptionOfAccount,
  subscriptionsOfAccount,
} from './webhooks.store.ts';

export interface WebhooksCtx {
  db: Db;
  clock: Clock;
  /** WEBHOOK_ALLOW_PRIVATE: whether loopback and private addresses may receive webhooks. */
  allowPrivate: boolean;
}

/** An account's webhooks are few; more is a mistake or abuse. */
export const MAX_WEBHOOKS_PER_ACCOUNT = 20;
/** The delivery log shows this many of a subscription's newest deliveries. */
const LOG_LENGTH = 100;

export async function listWebhooks(ctx: WebhooksCtx, viewer: Viewer) {
  return (await subscriptionsOfAccount(ctx.db, viewer.accountId)).map(presentSubscription);
}

/** Creates a subscription; the answer carries its secret, which the list never shows. */
export async function createWebhook(ctx: WebhooksCtx, viewer: Viewer, input: CreateWebhookInput) {
  const refused = await refusedTarget(input.url, ctx.allowPrivate);
  if (refused) throw refusedWebhookUrl(refused);
  const existing = await subscriptionsOfAccount(ctx.db, viewer.accountId);
  if (existing.length >= MAX_WEBHOOKS_PER_ACCOUNT) throw tooManyWebhooks(MAX_WEBHOOKS_PER_ACCOUNT);
  const row = await insertSubscription(ctx.db, {
    accountId: viewer.accountId,
    url: input.url,
    events: input.events,
    secret: newWebhookSecret(),
    createdBy: viewer.userId,
    createdAt: ctx.clock(),
  });
  return { ...presentSubscription(row), secret: row.secret };
}

/** The signing secret again, for the account's members only. */
export async function revealWebhookSecret(ctx: WebhooksCtx, viewer: Viewer, id: string) {
  const row = await subscriptionOfAccount(ctx.db, viewer.accountId, id);
  if (!row) throw webhookNotFound();
  return { id: row.id, secret: row.secret };
}

/**
 * Turns a subscription on or off. Turning it on clears its failure record; events that came while
 * it was off were not queued for it and are not sent.
 */
export async function setWebhookEnabled(
  ctx: WebhooksCtx,
  viewer: Viewer,
  id: string,
  enabled: boolean,
) {
  const row = await setSubscriptionEnabled(ctx.db, viewer.accountId, id, enabled);
  if (!row) throw webhookNotFound();
  return presentSubscription(row);
}

export async function deleteWebhook(ctx: WebhooksCtx, viewer: Viewer, id: string) {
  if (!(await deleteSubscriptionOfAccount(ctx.db, viewer.accountId, id))) throw webhookNotFound();
  return { deleted: true };
}

export async function webhookDeliveries(ctx: WebhooksCtx, viewer: Viewer, id: string) {
  const row = await subscriptionOfAccount(ctx.db, viewer.accountId, id);
  if (!row) throw webhookNotFound();
  return (await deliveryLog(ctx.db, row.id, LOG_LENGTH)).map(presentDelivery);
}

/**
 * Sends a logged delivery's event again (the same webhook id: a receiver that kept it can drop
 * it), after the stream's other pending events. A delivery still pending is refused.
 */
export async function replayDelivery(ctx: WebhooksCtx, viewer: Viewer, deliveryId: number) {
  const replay = await ctx.db.transaction(async (tx) => {
    const delivery = await deliveryOfAccount(tx, viewer.accountId, deliveryId);
    if (!delivery) throw deliveryNotFound();
    if (delivery.status === 'pending') throw deliveryStillPending();
    const row = await insertReplay(tx, delivery, ctx.clock());
    await publishChange(tx, WEBHOOK_CHANNEL, `${row.subscriptionId}|${row.stream}`);
    return row;
  });
  return { id: replay.id, replayOf: deliveryId, status: replay.status };
}
