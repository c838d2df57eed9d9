import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** The Slack-compatible body posted to CHAT_WEBHOOK_URL. */
export interface ChatMessageBody {
  text: string;
  blocks?: Record<string, unknown>[];
}

/**
 * Messages for the team chat (e.g. the audience's adjusted-incidence notification), kept as an
 * outbox: a job posts each to CHAT_WEBHOOK_URL and records `sent_at` or the last `error`; without
 * a webhook they stay here and show on the dev outbox page.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    accountId: uuid('account_id').notNull(),
    /** What the client sent, as validated. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    body: jsonb('body').$type<ChatMessageBody>().notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('chat_messages_created_idx').on(t.createdAt)],
);
