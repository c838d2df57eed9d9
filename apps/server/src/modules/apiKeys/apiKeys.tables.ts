import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { accounts, users } from '../auth/auth.tables.ts';

/**
 * API keys of an account (issue 39 §2). The secret itself is never stored: `secret_hash` is the
 * SHA-256 of the whole key (a random 192-bit secret: nothing to guess, so no slow hash is needed;
 * apiKeySecret.ts). `prefix` is the key's first characters, shown in the list so a researcher can
 * tell keys apart. A revoked key keeps its row (the list shows when it was revoked).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `results:read`, `projects:read`, `projects:write`, `exports` (apiKeyScopes.ts). */
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** Deleting the user who made a key deletes the key: it acts as them. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator's e-mail at creation: the list's "created by", and the viewer a key acts as. */
    createdByEmail: text('created_by_email').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Requests per key and fixed window (rate limits, publicRateLimit.ts): one row per key and window
 * start, raised by one upsert per request, so every node counts against the same row.
 */
export const apiKeyWindows = pgTable(
  'api_key_windows',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: ts('window_start').notNull(),
    requests: integer('requests')
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);
