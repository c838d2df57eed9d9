import { webhookFailedTooLong, webhookRetryDelayMs } from '@survey/domain/webhooks/webhookEvents';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../platform/ports.ts';
import { accountMemberEmails } from '../auth/accounts.service.ts';
import { webhookDisabledEmail } from './webhookEmails.ts';
import { webhookHeaders } from './webhookSignature.ts';
import { refusedTarget } from './webhookTarget.ts';
import {
  claimStreamHead,
  disableFailing,
  insertAttempt,
  markDelivered,
  markFailed,
  type DeliveryRow,
  type EventRow,
  type SubscriptionRow,
} from './webhooks.store.ts';

export interface StreamKey {
  subscriptionId: string;
  stream: string;
}

export interface DeliveryCtx {
  db: Db;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  appUrl: string;
  settings: {
    /** How long one request may take (WEBHOOK_TIMEOUT_MS). */
    timeoutMs: number;
    /** How long a claim holds a delivery: past it, a node that died mid-delivery is replaced. */
    leaseMs: number;
    allowPrivate: boolean;
  };
  /** Asks for the stream to be worked again after `delayMs` (a pg-boss job). */
  retryLater: (key: StreamKey, delayMs: number) => Promise<void>;
}

/** At most this many deliveries of one stream in one job; the next job goes on. */
const PER_JOB = 50;

/**
 * Sends the due deliveries of one stream of one subscription, oldest first, stopping at the first
 * failure: the next event of a survey waits until the one before it is delivered or given up.
 * Returns how many were delivered; `more` when it stopped at PER_JOB with others due.
 */
export async function deliverStream(
  ctx: DeliveryCtx,
  key: StreamKey,
): Promise<{ delivered: number; more: boolean }> {
  let delivered = 0;
  while (delivered < PER_JOB) {
    const now = ctx.clock();
    const claimed = await claimStreamHead(
      ctx.db,
      key,
      now,
      new Date(now.getTime() + ctx.settings.leaseMs),
    );
    if (!claimed) return { delivered, more: false };
    const ok = await attempt(ctx, claimed);
    if (!ok) return { delivered, more: false };
    delivered += 1;
  }
  return { delivered, more: true };
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** One POST of the event, signed, with a timeout; a redirect is an answer, not followed. */
async function post(
  ctx: DeliveryCtx,
  subscription: SubscriptionRow,
  event: EventRow,
  at: Date,
): Promise<Outcome> {
  const began = performance.now();
  const durationMs = () => Math.round(performance.now() - began);
  const refused = await refusedTarget(subscription.url, ctx.settings.allowPrivate);
  if (refused) return { statusCode: null, error: `refused: ${refused}`, durationMs: durationMs() };
  const body = JSON.stringify(event.body);
  const headers = webhookHeaders(subscription.secret, {
    id: event.id,
    timestampSeconds: Math.floor(at.getTime() / 1000),
    body,
  });
  try {
    const res = await fetch(subscription.url, {
      method: 'POST',
      headers: { ...headers, 'user-agent': 'survey-dashboard-webhooks/1' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ctx.settings.timeoutMs),
    });
    // The answer's body is not read (not logged, not kept): only its status counts.
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return {
      statusCode: res.status,
      error: ok ? null : `answered ${res.status}`,
      durationMs: durationMs(),
    };
  } catch (e) {
    const error =
      e instanceof Error && e.name === 'TimeoutError'
        ? `no answer within ${ctx.settings.timeoutMs} ms`
        : e instanceof Error
          ? e.cause instanceof Error
            ? e.cause.message
            : e.message
          : String(e);
    return { statusCode: null, error, durationMs: durationMs() };
  }
}

async function attempt(
  ctx: DeliveryCtx,
  claimed: { delivery: DeliveryRow; event: EventRow; subscription: SubscriptionRow },
): Promise<boolean> {
  const { delivery, event, subscription } = claimed;
  const outcome = await post(ctx, subscription, event, ctx.clock());
  const now = ctx.clock();
  const base = {
    deliveryId: delivery.id,
    attempt: delivery.attempts,
    statusCode: outcome.statusCode,
    durationMs: outcome.durationMs,
    error: outcome.error,
    attemptedAt: now,
  };
  if (!outcome.error) {
    await ctx.db.transaction(async (tx) => {
      await insertAttempt(tx, { ...base, nextAttemptAt: null });
      await markDelivered(tx, delivery, now);
    });
    return true;
  }
  const delayMs = webhookRetryDelayMs(delivery.attempts);
  const next = new Date(now.getTime() + delayMs);
  const disabled = await ctx.db.transaction(async (tx) => {
    const failingSince = await markFailed(tx, delivery, now, next);
    if (!webhookFailedTooLong(failingSince, now)) {
      await insertAttempt(tx, { ...base, nextAttemptAt: next });
      return undefined;
    }
    await insertAttempt(tx, { ...base, nextAttemptAt: null });
    return disableFailing(tx, subscription.id, 'Deliveries failed for a day.');
  });
  ctx.log.warn(
    {
      subscriptionId: subscription.id,
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      error: outcome.error,
    },
    'webhook delivery failed',
  );
  if (disabled) await tellDisabled(ctx, disabled);
  else await ctx.retryLater({ subscriptionId: subscription.id, stream: delivery.stream }, delayMs);
  return false;
}

/** E-mails the account's members that the subscription was turned off, and how to turn it on. */
async function tellDisabled(ctx: DeliveryCtx, subscription: SubscriptionRow): Promise<void> {
  const link = new URL('/account/webhooks', ctx.appUrl).toString();
  for (const to of await accountMemberEmails(ctx, subscription.accountId)) {
    await ctx.mailer.send(webhookDisabledEmail(to, { url: subscription.url, link }));
  }
}
