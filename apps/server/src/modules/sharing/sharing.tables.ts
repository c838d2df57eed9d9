import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';
import { savedCrosstabs } from '../results/results.tables.ts';

/**
 * Share links (issue 39 §1): a read-only view of one survey's results or one saved crosstab for
 * people without an account. The token is never stored: `token_hash` is its SHA-256 (the token
 * has 256 random bits, so a fast hash is enough, and a lookup by hash is one index probe); the
 * optional password is argon2id like accounts' (`platform/passwordHash.ts`). A link is refused
 * once `revoked_at` is set or `expires_at` has passed; every shared call reads the row, so that
 * holds on every node at once. Deleting the survey or the saved table deletes its links.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    crosstabId: uuid('crosstab_id').references(() => savedCrosstabs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    createdBy: uuid('created_by').notNull(),
    /** Kept as it was at creation: the list says who made the link without reading accounts. */
    createdByEmail: text('created_by_email').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastOpenedAt: ts('last_opened_at'),
    /**
     * Issue 37 §3: 'all' for a link reading every market of a multi-market project together
     * (kept on the lead market's survey); null for one survey's link, as every link before.
     */
    markets: text('markets').$type<'all'>(),
  },
  (t) => [
    uniqueIndex('share_links_token_idx').on(t.tokenHash),
    index('share_links_survey_idx').on(t.accountId, t.surveyId, sql`${t.createdAt} desc`),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
