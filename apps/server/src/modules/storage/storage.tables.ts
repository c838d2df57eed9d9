import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files of the PostgreSQL file store (README.md): one row per file. `size` is null while the file
 * is being written (readers and listings see finished files only); a finished file replaces the
 * previous one of its key in the transaction that sets its size.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_key_key')
      .on(t.key)
      .where(sql`${t.size} IS NOT NULL`),
    index('stored_files_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.size} IS NULL`),
  ],
);

/**
 * A file's bytes, CHUNK_BYTES at a time in `seq` order. Stored without TOAST compression (the
 * migration sets the column's storage to EXTERNAL): exports and images are mostly written once and
 * read once, and compressing them cost more CPU than the disk it saved.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
