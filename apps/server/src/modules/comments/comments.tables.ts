import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * Comment threads on the cards of a draft questionnaire (issue 39 §5), anchored to a card by its
 * entry number, which a move keeps and a deletion never reuses. Not part of the questionnaire
 * document: no editing command, snapshot, launch or export reads these tables. Deleting the survey
 * deletes its threads.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The survey's account when the thread was started: every read is scoped by it. */
    accountId: uuid('account_id').notNull(),
    cardNumber: integer('card_number').notNull(),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('comment_threads_survey_idx').on(t.surveyId)],
);

/** A thread's comments: its first one and the replies, oldest first. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    /** Order within the thread (an identity: two comments of one millisecond keep theirs). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text with mention tokens (domain `comments/mentions.ts`); '' once deleted. */
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
    editedAt: ts('edited_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('comments_thread_idx').on(t.threadId, t.seq)],
);
