import { and, desc, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { chatMessages, type ChatMessageBody } from './chat.tables.ts';

export type { ChatMessageBody };

/**
 * Team-chat notifications as an outbox: a message is stored first, then a pg-boss job posts it
 * to CHAT_WEBHOOK_URL (Slack-compatible JSON) and retries with backoff until the webhook accepts.
 * Without a webhook the message stays stored and the dev outbox page shows it.
 */
export const CHAT_QUEUE = 'chat-messages';
/** pg-boss retries: 8 attempts, 30 s doubling (about 2 hours in all). */
export const CHAT_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Stores a message; returns its id. */
export async function storeChatMessage(
  db: Executor,
  message: {
    kind: string;
    accountId: string;
    payload: Record<string, unknown>;
    body: ChatMessageBody;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(chatMessages).values(message).returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message insert returned no row');
  return row.id;
}

/**
 * Stores a message once per (account, kind, `dedupeKey`): a request the browser retried after
 * losing the answer finds the first message (`created: false`) instead of posting twice. The key is
 * kept in the payload; an advisory lock on it makes concurrent retries wait for the first.
 */
export async function storeChatMessageOnce(
  db: Db,
  message: Parameters<typeof storeChatMessage>[1] & { dedupeKey: string },
): Promise<{ id: number; created: boolean }> {
  const { dedupeKey, ...rest } = message;
  return db.transaction(async (tx) => {
    const lockKey = `chat|${rest.accountId}|${rest.kind}|${dedupeKey}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const [found] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.accountId, rest.accountId),
          eq(chatMessages.kind, rest.kind),
          sql`${chatMessages.payload} ->> 'dedupeKey' = ${dedupeKey}`,
        ),
      )
      .limit(1);
    if (found) return { id: found.id, created: false };
    const id = await storeChatMessage(tx, { ...rest, payload: { ...rest.payload, dedupeKey } });
    return { id, created: true };
  });
}

/** Queues the delivery of a stored message (a no-op without a job runner or webhook). */
export async function enqueueChatMessage(boss: PgBoss | undefined, id: number): Promise<void> {
  await boss?.send(CHAT_QUEUE, { id }, CHAT_RETRY);
}

/**
 * Posts a stored message to the webhook once: marks it sent, or records the error and throws so
 * that pg-boss retries. An already sent or missing message is done.
 */
export async function deliverChatMessage(
  ctx: { db: Executor; clock: Clock; webhookUrl: string },
  id: number,
): Promise<void> {
  const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  if (!row || row.sentAt) return;
  let error: string | undefined;
  try {
    const res = await fetch(ctx.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(row.body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) error = `webhook answered ${res.status}`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  await ctx.db
    .update(chatMessages)
    .set({
      attempts: sql`${chatMessages.attempts} + 1`,
      ...(error ? { error } : { sentAt: ctx.clock(), error: null }),
    })
    .where(eq(chatMessages.id, id));
  if (error) throw new Error(`chat message ${id} not delivered: ${error}`);
}

/** The newest messages first (dev outbox page). */
export async function latestChatMessages(db: Executor, limit: number): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessages).orderBy(desc(chatMessages.id)).limit(limit);
}
