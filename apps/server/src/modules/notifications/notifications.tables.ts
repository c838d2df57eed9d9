import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/**
 * Every e-mail the server sends, kept as a transactional outbox: the local outbox in development,
 * and a delivery record (`sent_at` / `error`) when SMTP is configured.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    error: text('error'),
  },
  (t) => [index('outbox_emails_created_idx').on(t.createdAt)],
);

/** Usage analytics events (the catalogue's), stored locally when no analytics host is configured. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** 'server' (a service) or 'dashboard' (posted by the web app). */
    source: text('source').notNull().default('server'),
    userId: uuid('user_id'),
    accountId: uuid('account_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    at: ts('at').notNull(),
  },
  (t) => [index('analytics_events_name_at_idx').on(t.name, t.at)],
);
