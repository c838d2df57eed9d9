import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
  webhookSurveyProgress,
} from './webhooks.tables.ts';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type EventRow = typeof webhookEvents.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery's stream: the survey it is about, or the account's own for events of no survey. */
export const ACCOUNT_STREAM = 'account';

// ---- subscriptions (every read and write scoped to the account) ----

export async function insertSubscription(
  db: Executor,
  row: typeof webhookSubscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [inserted] = await db.insert(webhookSubscriptions).values(row).returning();
  if (!inserted) throw new Error('webhook subscription insert returned no row');
  return inserted;
}

export function subscriptionsOfAccount(
  db: Executor,
  accountId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.accountId, accountId))
    .orderBy(webhookSubscriptions.createdAt, webhookSubscriptions.id);
}

export async function subscriptionOfAccount(
  db: Executor,
  accountId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.accountId, accountId), eq(webhookSubscriptions.id, id)));
  return row;
}

export async function subscriptionById(
  db: Executor,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  return row;
}

/** Enables (clearing the failure record) or disables one subscription of the account. */
export async function setSubscriptionEnabled(
  db: Executor,
  accountId: string,
  id: string,
  enabled: boolean,
  disabledReason: string | null = null,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ enabled, disabledReason: enabled ? null : disabledReason, failingSince: null })
    .where(and(eq(webhookSubscriptions.accountId, accountId), eq(webhookSubscriptions.id, id)))
    .returning();
  return row;
}

export async function deleteSubscriptionOfAccount(
  db: Executor,
  accountId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.accountId, accountId), eq(webhookSubscriptions.id, id)))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

// ---- events and their deliveries (the outbox) ----

/**
 * Stores an event and one pending delivery of it per enabled subscription of its account that
 * asked for its type, in one statement on the caller's transaction; an event nobody subscribed to
 * is not stored. Returns the streams that got a delivery.
 */
export async function insertEventWithDeliveries(
  db: Executor,
  event: typeof webhookEvents.$inferInsert,
  stream: string,
): Promise<{ subscriptionId: string; stream: string }[]> {
  const result = await db.execute<{ subscription_id: string }>(sql`
    WITH subs AS (
      SELECT s.id FROM webhook_subscriptions s
       WHERE s.account_id = ${event.accountId} AND s.enabled AND ${event.type} = ANY (s.events)
    ), stored AS (
      INSERT INTO webhook_events (id, account_id, survey_id, type, body, created_at)
      SELECT ${event.id}, ${event.accountId}, ${event.surveyId ?? null}, ${event.type},
             ${JSON.stringify(event.body)}::jsonb, ${event.createdAt}
       WHERE EXISTS (SELECT 1 FROM subs)
      RETURNING id
    )
    INSERT INTO webhook_deliveries (subscription_id, event_id, stream, status, next_attempt_at, created_at)
    SELECT subs.id, stored.id, ${stream}, 'pending', ${event.createdAt}, ${event.createdAt}
      FROM subs CROSS JOIN stored
    RETURNING subscription_id`);
  return result.rows.map((r) => ({ subscriptionId: r.subscription_id, stream }));
}

/**
 * Forgets events older than `before` with no delivery still pending (their deliveries and
 * attempts go with them): the log keeps what is recent.
 */
export async function pruneEvents(db: Executor, before: Date): Promise<void> {
  await db.execute(sql`
    DELETE FROM webhook_events e
     WHERE e.created_at < ${before}
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                        WHERE d.event_id = e.id AND d.status = 'pending')`);
}

/** A new pending delivery of an already delivered (or given up) one, at the end of its stream. */
export async function insertReplay(db: Executor, of: DeliveryRow, now: Date): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      subscriptionId: of.subscriptionId,
      eventId: of.eventId,
      stream: of.stream,
      status: 'pending',
      nextAttemptAt: now,
      replayOf: of.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('webhook replay insert returned no row');
  return row;
}

export async function deliveryOfAccount(
  db: Executor,
  accountId: string,
  deliveryId: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(
      and(eq(webhookDeliveries.id, deliveryId), eq(webhookSubscriptions.accountId, accountId)),
    );
  return row?.delivery;
}

/**
 * Claims the oldest pending delivery of one stream of an enabled subscription when it is due and
 * nobody holds it: counts the attempt and leases it until `leaseUntil`. A concurrent claim of the
 * same row re-reads it after this one commits and finds it leased, so one node sends it.
 */
export async function claimStreamHead(
  db: Executor,
  key: { subscriptionId: string; stream: string },
  now: Date,
  leaseUntil: Date,
): Promise<{ delivery: DeliveryRow; event: EventRow; subscription: SubscriptionRow } | undefined> {
  const claimed = await db.execute<{ id: string }>(sql`
    UPDATE webhook_deliveries d
       SET lease_until = ${leaseUntil}, attempts = d.attempts + 1
      FROM webhook_subscriptions s
     WHERE s.id = d.subscription_id AND s.enabled
       AND d.id = (SELECT h.id FROM webhook_deliveries h
                    WHERE h.subscription_id = ${key.subscriptionId} AND h.stream = ${key.stream}
                      AND h.status = 'pending'
                    ORDER BY h.id LIMIT 1)
       AND d.status = 'pending'
       AND d.next_attempt_at <= ${now}
       AND (d.lease_until IS NULL OR d.lease_until <= ${now})
    RETURNING d.id`);
  const id = claimed.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      event: webhookEvents,
      subscription: webhookSubscriptions,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(eq(webhookDeliveries.id, Number(id)));
  return row;
}

export async function insertAttempt(
  db: Executor,
  row: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await db.insert(webhookAttempts).values(row);
}

export async function markDelivered(db: Executor, delivery: DeliveryRow, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', deliveredAt: now, leaseUntil: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  await db
    .update(webhookSubscriptions)
    .set({ failingSince: null })
    .where(eq(webhookSubscriptions.id, delivery.subscriptionId));
}

/** Records a failure: the delivery waits until `nextAttemptAt`; returns when the failing began. */
export async function markFailed(
  db: Executor,
  delivery: DeliveryRow,
  now: Date,
  nextAttemptAt: Date,
): Promise<Date> {
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt, leaseUntil: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${now})` })
    .where(eq(webhookSubscriptions.id, delivery.subscriptionId))
    .returning({ failingSince: webhookSubscriptions.failingSince });
  return row?.failingSince ?? now;
}

/**
 * Disables a subscription that failed for too long and gives up its pending deliveries; false when
 * another node did it first (so only one sends the e-mail).
 */
export async function disableFailing(
  db: Executor,
  subscriptionId: string,
  reason: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.enabled, true)))
    .returning();
  if (!row) return undefined;
  await db
    .update(webhookDeliveries)
    .set({ status: 'given_up', leaseUntil: null })
    .where(
      and(
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
  return row;
}

/** Streams whose oldest pending delivery is due and not held: the sweep's work. */
export async function dueStreams(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ subscriptionId: string; stream: string }[]> {
  const result = await db.execute<{ subscription_id: string; stream: string }>(sql`
    SELECT DISTINCT d.subscription_id, d.stream
      FROM webhook_deliveries d
      JOIN webhook_subscriptions s ON s.id = d.subscription_id AND s.enabled
     WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
       AND (d.lease_until IS NULL OR d.lease_until <= ${now})
     LIMIT ${limit}`);
  return result.rows.map((r) => ({ subscriptionId: r.subscription_id, stream: r.stream }));
}

/** The newest deliveries of one subscription with their attempts (the delivery log). */
export async function deliveryLog(
  db: Executor,
  subscriptionId: string,
  limit: number,
): Promise<{ delivery: DeliveryRow; type: string; attempts: AttemptRow[] }[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(webhookAttempts.id)
    : [];
  return rows.map((r) => ({
    ...r,
    attempts: attempts.filter((a) => a.deliveryId === r.delivery.id),
  }));
}

// ---- completes batches ----

/** A survey starts (or restarts) being watched for completes. */
export async function watchSurveyProgress(
  db: Executor,
  row: { surveyId: string; accountId: string; now: Date },
): Promise<void> {
  await db
    .insert(webhookSurveyProgress)
    .values({ surveyId: row.surveyId, accountId: row.accountId, reportedAt: row.now })
    .onConflictDoUpdate({ target: webhookSurveyProgress.surveyId, set: { inField: true } });
}

/**
 * Fieldwork ended: one last report for an account subscribed to completes; for any other, the
 * row goes now (nobody will read it).
 */
export async function endSurveyProgress(db: Executor, surveyId: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM webhook_survey_progress p
     WHERE p.survey_id = ${surveyId}
       AND NOT EXISTS (SELECT 1 FROM webhook_subscriptions s
                        WHERE s.account_id = p.account_id AND s.enabled
                          AND 'survey.completes_recorded' = ANY (s.events))`);
  await db
    .update(webhookSurveyProgress)
    .set({ inField: false })
    .where(eq(webhookSurveyProgress.surveyId, surveyId));
}

/**
 * Surveys whose last report is older than `before`, of accounts with an enabled subscription to
 * completes, locked (skipping those another node is reporting).
 */
export async function progressDue(
  db: Executor,
  before: Date,
  limit: number,
): Promise<(typeof webhookSurveyProgress.$inferSelect)[]> {
  return db
    .select()
    .from(webhookSurveyProgress)
    .where(
      and(
        lt(webhookSurveyProgress.reportedAt, before),
        sql`EXISTS (SELECT 1 FROM webhook_subscriptions s
                     WHERE s.account_id = ${webhookSurveyProgress.accountId} AND s.enabled
                       AND 'survey.completes_recorded' = ANY (s.events))`,
      ),
    )
    .orderBy(webhookSurveyProgress.reportedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function recordProgressReport(
  db: Executor,
  row: { surveyId: string; reportedCompletes: number; reportedAt: Date; drop: boolean },
): Promise<void> {
  if (row.drop) {
    await db.delete(webhookSurveyProgress).where(eq(webhookSurveyProgress.surveyId, row.surveyId));
    return;
  }
  await db
    .update(webhookSurveyProgress)
    .set({ reportedCompletes: row.reportedCompletes, reportedAt: row.reportedAt })
    .where(eq(webhookSurveyProgress.surveyId, row.surveyId));
}
