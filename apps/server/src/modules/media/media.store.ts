import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { media, mediaUploads } from './media.tables.ts';

export type MediaRow = typeof media.$inferSelect;

export async function insertMedia(
  db: Executor,
  values: typeof media.$inferInsert,
): Promise<MediaRow | undefined> {
  const [row] = await db.insert(media).values(values).returning();
  return row;
}

/** The account's media of that name; another account's is not found, like an unknown one. */
export async function findAccountMedia(
  db: Executor,
  accountId: string,
  name: string,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.accountId, accountId), eq(media.name, name)));
  return row;
}

/** Media by its unguessable name alone: only for serving a variant (see README.md, "Serving"). */
export async function findMediaByName(db: Executor, name: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.name, name));
  return row;
}

/** Deletes the account's media of that name; false when the account has none of that name. */
export async function deleteAccountMedia(
  db: Executor,
  accountId: string,
  name: string,
): Promise<boolean> {
  const rows = await db
    .delete(media)
    .where(and(eq(media.accountId, accountId), eq(media.name, name)))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** Bytes of every stored variant of the account's media (what counts against its storage cap). */
export async function accountMediaBytes(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum((${media.variants}->'s0'->>'bytes')::bigint + (${media.variants}->'s64'->>'bytes')::bigint), 0)`,
    })
    .from(media)
    .where(eq(media.accountId, accountId));
  return Number(row?.bytes ?? 0);
}

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

export async function insertMediaUpload(
  db: Executor,
  values: typeof mediaUploads.$inferInsert,
): Promise<void> {
  await db.insert(mediaUploads).values(values);
}

export async function findMediaUpload(
  db: Executor,
  id: string,
): Promise<MediaUploadRow | undefined> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
  return row;
}

/**
 * Records a part appended at `from`: moves the offset only if it is still `from`, so of two
 * processes appending at the same offset one succeeds. False when another got there first.
 */
export async function appendMediaUploadPart(
  db: Executor,
  id: string,
  from: number,
  to: number,
  part: string,
): Promise<boolean> {
  const rows = await db
    .update(mediaUploads)
    .set({ uploadOffset: to, parts: sql`array_append(${mediaUploads.parts}, ${part})` })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.uploadOffset, from)))
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

export async function setMediaUploadSize(db: Executor, id: string, size: number): Promise<void> {
  await db.update(mediaUploads).set({ size }).where(eq(mediaUploads.id, id));
}

/** Deletes the upload's row; its parts, for the caller to remove from the file store. */
export async function deleteMediaUpload(db: Executor, id: string): Promise<string[]> {
  const rows = await db
    .delete(mediaUploads)
    .where(eq(mediaUploads.id, id))
    .returning({ parts: mediaUploads.parts });
  return rows[0]?.parts ?? [];
}

/** Every unfinished upload (the quota counts them, the sweep expires them). */
export async function listMediaUploads(db: Executor): Promise<MediaUploadRow[]> {
  return db.select().from(mediaUploads);
}
