import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { accounts } from '../auth/auth.tables.ts';

/** The MIME types a stored image may have: what the re-encoder writes (mediaImages.ts). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type MediaMimeType = (typeof MEDIA_TYPES)[number];

/** Sizes a stored image is served in: `s0` the full image (capped), `s64` the thumbnail. */
export const VARIANTS = ['s0', 's64'] as const;
export type VariantName = (typeof VARIANTS)[number];

export interface VariantInfo {
  width: number;
  height: number;
  bytes: number;
}

/**
 * An uploaded image of an account, after re-encoding. `name` is the unguessable storage name
 * (128 random bits) that addresses and files are made of; `variants` records each size written.
 * The foreign key is a storage guarantee: deleting an account deletes its media rows.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    variants: jsonb('variants').$type<Record<VariantName, VariantInfo>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('media_name_key').on(t.name),
    index('media_account_idx').on(t.accountId, t.createdAt),
    check(
      'media_type_check',
      sql`${t.type} IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')`,
    ),
  ],
);

/**
 * Image uploads in progress (tus), kept where every process reaches them: a PATCH may arrive at
 * any process, and offsets survive a restart. Each PATCH's bytes are one file of the file store
 * (`parts`, in upload order; mediaUploadStore.ts); `upload_offset` moves only by a conditional
 * update, so two processes appending at the same offset cannot both succeed.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Upload-Length; null while the client defers it. */
    size: bigint('size', { mode: 'number' }),
    uploadOffset: bigint('upload_offset', { mode: 'number' }).notNull().default(0),
    /** File store keys of the parts received, in order. */
    parts: text('parts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** tus metadata as the server set it (filename, filetype, accountId, createdAt). */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('media_uploads_account_idx').on(t.accountId)],
);
