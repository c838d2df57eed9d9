import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { apiKeys, apiKeyWindows } from './apiKeys.tables.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Executor,
  values: typeof apiKeys.$inferInsert,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key not inserted');
  return row;
}

/** The account's keys, newest first, revoked ones included. */
export function apiKeysOfAccount(db: Executor, accountId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveKeys(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** Revokes the account's key (once: a revoked key keeps its first time); undefined if none. */
export async function revokeApiKey(
  db: Executor,
  id: string,
  accountId: string,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)));
  return row;
}

/**
 * The live key with this hash, its last use stamped in the same statement (at most once a minute:
 * a busy key does not write its row on every call). Read on every call, never cached, so a revoke
 * is refused at once on every node.
 */
export async function useApiKey(
  db: Executor,
  secretHash: string,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  const live = and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt));
  const [touched] = await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        live,
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
      ),
    )
    .returning();
  if (touched) return touched;
  const [row] = await db.select().from(apiKeys).where(live);
  return row;
}

/**
 * Counts one request in the key's window starting at `windowStart` and answers the count so far:
 * one upsert, atomic under concurrent requests on any node. The key's older windows are deleted
 * when a new window begins.
 */
export async function countRequest(
  db: Executor,
  keyId: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(apiKeyWindows)
    .values({ keyId, windowStart, requests: 1 })
    .onConflictDoUpdate({
      target: [apiKeyWindows.keyId, apiKeyWindows.windowStart],
      set: { requests: sql`${apiKeyWindows.requests} + 1` },
    })
    .returning({ requests: apiKeyWindows.requests });
  const requests = row?.requests ?? 1;
  if (requests === 1) {
    await db
      .delete(apiKeyWindows)
      .where(and(eq(apiKeyWindows.keyId, keyId), lt(apiKeyWindows.windowStart, windowStart)));
  }
  return requests;
}
