import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { comments, commentThreads } from './comments.tables.ts';

export type ThreadRow = typeof commentThreads.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/** The survey's threads, oldest first, within the account only. */
export function threadsOfSurvey(
  db: Executor,
  accountId: string,
  surveyId: string,
): Promise<ThreadRow[]> {
  return db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.surveyId, surveyId), eq(commentThreads.accountId, accountId)))
    .orderBy(asc(commentThreads.createdAt), asc(commentThreads.id));
}

/** The comments of these threads, each thread's in order. */
export function commentsOfThreads(db: Executor, threadIds: string[]): Promise<CommentRow[]> {
  if (threadIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(comments)
    .where(inArray(comments.threadId, threadIds))
    .orderBy(asc(comments.seq));
}

/** A thread of the account; undefined for a missing or another account's one (alike). */
export async function findThread(
  db: Executor,
  accountId: string,
  threadId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ThreadRow | undefined> {
  const query = db
    .select()
    .from(commentThreads)
    .where(and(eq(commentThreads.id, threadId), eq(commentThreads.accountId, accountId)));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

/** A comment whose thread is the account's, with its thread. */
export async function findComment(
  db: Executor,
  accountId: string,
  commentId: string,
): Promise<{ comment: CommentRow; thread: ThreadRow } | undefined> {
  const [row] = await db
    .select({ comment: comments, thread: commentThreads })
    .from(comments)
    .innerJoin(commentThreads, eq(commentThreads.id, comments.threadId))
    .where(and(eq(comments.id, commentId), eq(commentThreads.accountId, accountId)))
    .for('update', { of: comments });
  return row;
}

export async function insertThread(
  db: Executor,
  values: { surveyId: string; accountId: string; cardNumber: number; createdAt: Date },
): Promise<ThreadRow> {
  const [row] = await db.insert(commentThreads).values(values).returning();
  if (!row) throw new Error('comment thread not inserted');
  return row;
}

export async function insertComment(
  db: Executor,
  values: { threadId: string; authorId: string; body: string; createdAt: Date },
): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

/** Resolves (with who and when) or reopens (both null) a thread. */
export async function setThreadResolution(
  db: Executor,
  threadId: string,
  resolution: { resolvedAt: Date | null; resolvedBy: string | null },
): Promise<void> {
  await db.update(commentThreads).set(resolution).where(eq(commentThreads.id, threadId));
}

export async function updateCommentBody(
  db: Executor,
  commentId: string,
  values: { body: string; editedAt: Date } | { body: ''; deletedAt: Date },
): Promise<void> {
  await db.update(comments).set(values).where(eq(comments.id, commentId));
}
