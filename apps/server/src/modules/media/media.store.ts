import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { media } from './media.tables.ts';

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
