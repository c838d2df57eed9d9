import type { AttemptRow, DeliveryRow, SubscriptionRow } from './webhooks.store.ts';

/** A subscription as the dashboard lists it: never its secret. */
export function presentSubscription(row: SubscriptionRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type WebhookSubscription = ReturnType<typeof presentSubscription>;

export function presentDelivery(row: {
  delivery: DeliveryRow;
  type: string;
  attempts: AttemptRow[];
}) {
  const { delivery } = row;
  const last = row.attempts.at(-1);
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type: row.type,
    status: delivery.status,
    replayOf: delivery.replayOf,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    lastStatusCode: last?.statusCode ?? null,
    attempts: row.attempts.map((a) => ({
      attempt: a.attempt,
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
      attemptedAt: a.attemptedAt.toISOString(),
      nextAttemptAt: a.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}
