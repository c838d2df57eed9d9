import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { shareLinks, type ShareLinkRow } from './sharing.tables.ts';

export async function insertShareLink(
  db: Executor,
  values: typeof shareLinks.$inferInsert,
): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  if (!row) throw new Error('share_links insert returned no row');
  return row;
}

/** The account's links of one survey and scope (its own unless `markets`), newest first. */
export function linksOfSurvey(
  db: Executor,
  accountId: string,
  surveyId: string,
  markets: 'all' | undefined = undefined,
): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.accountId, accountId),
        eq(shareLinks.surveyId, surveyId),
        markets ? eq(shareLinks.markets, markets) : isNull(shareLinks.markets),
      ),
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/** Revokes one of the account's links (a revoked one stays as it was); undefined when not theirs. */
export async function revokeLink(
  db: Executor,
  accountId: string,
  id: string,
  now: Date,
): Promise<ShareLinkRow | undefined> {
  const mine = and(eq(shareLinks.id, id), eq(shareLinks.accountId, accountId));
  const [revoked] = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(mine, isNull(shareLinks.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [already] = await db.select().from(shareLinks).where(mine);
  return already;
}

export async function linkByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash));
  return row;
}

export async function touchLink(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(shareLinks).set({ lastOpenedAt: now }).where(eq(shareLinks.id, id));
}
