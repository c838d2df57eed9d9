import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { accounts, users } from '../auth/auth.tables.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * An account's webhook endpoints (issue 39 §3). `secret` is the Standard Webhooks signing secret
 * (`whsec_<base64>`): kept as it is, since every delivery is signed with it and the owner may reveal
 * it again; it never leaves through a log or a list.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled by the system (failing for a day); null when a person disabled it. */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt after the last success; null while deliveries succeed. */
    failingSince: ts('failing_since'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('webhook_subscriptions_account_idx').on(t.accountId)],
);

/**
 * Events, stored in the transaction of the change they report (the outbox). `id` is the
 * Standard Webhooks message id, the same on every attempt and replay; `body` is the JSON posted.
 * `survey_id` carries no foreign key: a deleted survey keeps its delivered history until the account goes.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id'),
    type: text('type').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('webhook_events_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * One event to one subscription. Deliveries of one `stream` (a survey, or `account` for events of
 * no survey) of one subscription go out in `id` order, one at a time: only the oldest pending one
 * is ever claimed. A claim sets `lease_until`; a node that dies mid-delivery leaves the lease to
 * run out, and the next claim sends the same event (same webhook id) again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    stream: text('stream').notNull(),
    /** pending → delivered, or given_up (its subscription was disabled). */
    status: text('status').$type<'pending' | 'delivered' | 'given_up'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    leaseUntil: ts('lease_until'),
    /** A replay of an earlier delivery of the same event. */
    replayOf: bigint('replay_of', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_head_idx')
      .on(t.subscriptionId, t.stream, t.id)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.subscriptionId, t.id),
  ],
);

/** The delivery log: one row per attempt that got an answer or an error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    attemptedAt: ts('attempted_at').notNull(),
    /** When the next attempt is due; null after a success or when the delivery was given up. */
    nextAttemptAt: ts('next_attempt_at'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * The completes a survey's `survey.completes_recorded` events have reported so far: a row from its
 * launch; the batch job reports the difference at most once per survey per batch interval and
 * drops the row after the survey's last report once fieldwork is over.
 */
export const webhookSurveyProgress = pgTable('webhook_survey_progress', {
  // A deleted survey (its project deleted mid-fieldwork) takes its row with it. No key to
  // accounts: the survey's account is taken as its project holds it (projects keep none either).
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  reportedCompletes: integer('reported_completes').notNull().default(0),
  reportedAt: ts('reported_at').notNull(),
  /** False once fieldwork ended: one last report, then the row goes. */
  inField: boolean('in_field').notNull().default(true),
});
