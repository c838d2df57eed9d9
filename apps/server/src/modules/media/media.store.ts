import { and, eq } from 'drizzle-orm';
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
