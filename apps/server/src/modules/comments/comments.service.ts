import type {
  CommentMember,
  CommentThreadsAnswer,
  CommentThreadView,
} from '@survey/domain/comments/contract';
import { CARD_PARAM, THREAD_PARAM } from '@survey/domain/comments/contract';
import {
  commentPlainText,
  mentionedIds,
  mentionRecipients,
} from '@survey/domain/comments/mentions';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { accountMembers, type AccountMember } from '../auth/accounts.service.ts';
import { surveyNotEditable } from '../projects/projects.errors.ts';
import { requireOwnSurvey, type OwnedSurvey } from '../projects/surveys.service.ts';
import {
  cardNotFound,
  commentDeleted,
  commentNotFound,
  notAMember,
  notTheAuthor,
  threadNotFound,
} from './comments.errors.ts';
import { presentThread } from './comments.presenter.ts';
import type { CommentInput, NewThreadInput } from './comments.schemas.ts';
import {
  commentsOfThreads,
  findComment,
  findThread,
  insertComment,
  insertThread,
  setThreadResolution,
  threadsOfSurvey,
  updateCommentBody,
  type ThreadRow,
} from './comments.store.ts';
import { mentionEmail } from './commentMessages.ts';

export interface CommentsCtx {
  db: Db;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  /** The dashboard's base URL (APP_URL): the mention e-mail's link. */
  appUrl: string;
  /** The survey's draft questionnaire (the questionnaire module's, given by the composition). */
  draftOf: (surveyId: string) => Promise<Questionnaire | undefined>;
}

/** The members a comment can mention: the viewer's account's. */
export async function commentMembers(
  ctx: { db: Executor },
  viewer: Viewer,
): Promise<CommentMember[]> {
  return (await accountMembers(ctx, viewer)).map(({ id, name }) => ({ id, name }));
}

/** The survey's threads, each flagged when its card is no longer in the draft. */
export async function listThreads(
  ctx: CommentsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<CommentThreadsAnswer> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const [rows, members, draft] = await Promise.all([
    threadsOfSurvey(ctx.db, viewer.accountId, surveyId),
    accountMembers(ctx, viewer),
    ctx.draftOf(surveyId),
  ]);
  return { threads: await presentThreads(ctx, rows, members, draft, viewer.userId) };
}

async function presentThreads(
  ctx: CommentsCtx,
  rows: ThreadRow[],
  members: AccountMember[],
  draft: Questionnaire | undefined,
  viewerId: string,
): Promise<CommentThreadView[]> {
  const comments = await commentsOfThreads(
    ctx.db,
    rows.map((r) => r.id),
  );
  const cards = new Set(draft?.entries.map((e) => e.number));
  return rows
    .map((row) =>
      presentThread(
        row,
        comments.filter((c) => c.threadId === row.id),
        members,
        cards,
        viewerId,
      ),
    )
    .filter((t) => t.comments.some((c) => !c.deleted));
}

/** Comments are written only while the survey is a draft; reading stays open. */
async function requireCommentableSurvey(
  ctx: CommentsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<OwnedSurvey> {
  const survey = await requireOwnSurvey(ctx, viewer, surveyId);
  if (survey.state !== 'draft') throw surveyNotEditable(survey.state);
  return survey;
}

/** The members the text mentions, all of the viewer's account, or BAD_USER_INPUT. */
function checkMentions(body: string, members: AccountMember[]): void {
  const known = new Set(members.map((m) => m.id));
  if (mentionedIds(body).some((id) => !known.has(id))) throw notAMember();
}

interface Written {
  survey: OwnedSurvey;
  thread: ThreadRow;
  members: AccountMember[];
  draft: Questionnaire | undefined;
}

/** E-mails each member newly mentioned; sending never fails the comment (the outbox keeps it). */
async function sendMentions(
  ctx: CommentsCtx,
  viewer: Viewer,
  w: Written,
  body: string,
  before = '',
): Promise<void> {
  const recipients = mentionRecipients(body, viewer.userId, before);
  if (recipients.length === 0) return;
  const byId = new Map(w.members.map((m) => [m.id, m]));
  const entry = w.draft?.entries.find((e) => e.number === w.thread.cardNumber);
  const url = new URL(`${ctx.appUrl}/survey/${w.survey.surveyId}/questionnaire`);
  url.searchParams.set(CARD_PARAM, String(w.thread.cardNumber));
  url.searchParams.set(THREAD_PARAM, w.thread.id);
  const notice = {
    authorName: byId.get(viewer.userId)?.name ?? viewer.email,
    surveyName: w.survey.name,
    cardLabel: entry?.label ?? `card ${w.thread.cardNumber}`,
    text: commentPlainText(body, (id) => byId.get(id)?.name),
    link: url.href,
  };
  for (const id of recipients) {
    const member = byId.get(id);
    if (!member) continue;
    try {
      await ctx.mailer.send(mentionEmail(member.email, notice));
    } catch (err) {
      ctx.log.error({ err, threadId: w.thread.id }, 'mention e-mail not stored');
    }
  }
}

async function answer(ctx: CommentsCtx, w: Written, viewer: Viewer): Promise<CommentThreadView> {
  const thread = (await findThread(ctx.db, w.thread.accountId, w.thread.id)) ?? w.thread;
  const comments = await commentsOfThreads(ctx.db, [thread.id]);
  const cards = new Set(w.draft?.entries.map((e) => e.number));
  return presentThread(thread, comments, w.members, cards, viewer.userId);
}

/** Starts a thread on a card of the draft with its first comment. */
export async function startThread(
  ctx: CommentsCtx,
  viewer: Viewer,
  surveyId: string,
  input: NewThreadInput,
): Promise<CommentThreadView> {
  const survey = await requireCommentableSurvey(ctx, viewer, surveyId);
  const [members, draft] = await Promise.all([accountMembers(ctx, viewer), ctx.draftOf(surveyId)]);
  if (!draft?.entries.some((e) => e.number === input.cardNumber)) {
    throw cardNotFound(input.cardNumber);
  }
  checkMentions(input.body, members);
  const now = ctx.clock();
  const thread = await ctx.db.transaction(async (tx) => {
    const row = await insertThread(tx, {
      surveyId,
      accountId: viewer.accountId,
      cardNumber: input.cardNumber,
      createdAt: now,
    });
    await insertComment(tx, {
      threadId: row.id,
      authorId: viewer.userId,
      body: input.body,
      createdAt: now,
    });
    return row;
  });
  const written = { survey, thread, members, draft };
  await sendMentions(ctx, viewer, written, input.body);
  return answer(ctx, written, viewer);
}

/** The thread of the account, its survey still a draft, with what a write needs. */
async function writableThread(
  ctx: CommentsCtx,
  viewer: Viewer,
  threadId: string,
): Promise<Written> {
  const thread = await findThread(ctx.db, viewer.accountId, threadId);
  if (!thread) throw threadNotFound();
  const survey = await requireCommentableSurvey(ctx, viewer, thread.surveyId);
  const [members, draft] = await Promise.all([
    accountMembers(ctx, viewer),
    ctx.draftOf(thread.surveyId),
  ]);
  return { survey, thread, members, draft };
}

/** A reply; replying to a resolved thread reopens it (spec-gaps). */
export async function replyToThread(
  ctx: CommentsCtx,
  viewer: Viewer,
  threadId: string,
  input: CommentInput,
): Promise<CommentThreadView> {
  const w = await writableThread(ctx, viewer, threadId);
  checkMentions(input.body, w.members);
  await ctx.db.transaction(async (tx) => {
    await insertComment(tx, {
      threadId,
      authorId: viewer.userId,
      body: input.body,
      createdAt: ctx.clock(),
    });
    if (w.thread.resolvedAt) {
      await setThreadResolution(tx, threadId, { resolvedAt: null, resolvedBy: null });
    }
  });
  await sendMentions(ctx, viewer, w, input.body);
  return answer(ctx, w, viewer);
}

/** Resolves (`resolved`) or reopens a thread; any member may; doing it twice changes nothing. */
export async function setThreadResolved(
  ctx: CommentsCtx,
  viewer: Viewer,
  threadId: string,
  resolved: boolean,
): Promise<CommentThreadView> {
  const w = await writableThread(ctx, viewer, threadId);
  if (Boolean(w.thread.resolvedAt) !== resolved) {
    await setThreadResolution(
      ctx.db,
      threadId,
      resolved
        ? { resolvedAt: ctx.clock(), resolvedBy: viewer.userId }
        : { resolvedAt: null, resolvedBy: null },
    );
  }
  return answer(ctx, w, viewer);
}

/** The viewer's own, not deleted comment, its survey still a draft. */
async function ownComment(ctx: CommentsCtx, viewer: Viewer, commentId: string) {
  const found = await findComment(ctx.db, viewer.accountId, commentId);
  if (!found) throw commentNotFound();
  if (found.comment.authorId !== viewer.userId) throw notTheAuthor();
  if (found.comment.deletedAt) throw commentDeleted();
  return { found, w: await writableThread(ctx, viewer, found.thread.id) };
}

/** Edits the viewer's own comment; members the edit newly mentions get the e-mail. */
export async function editComment(
  ctx: CommentsCtx,
  viewer: Viewer,
  commentId: string,
  input: CommentInput,
): Promise<CommentThreadView> {
  const { found, w } = await ownComment(ctx, viewer, commentId);
  checkMentions(input.body, w.members);
  await updateCommentBody(ctx.db, commentId, { body: input.body, editedAt: ctx.clock() });
  await sendMentions(ctx, viewer, w, input.body, found.comment.body);
  return answer(ctx, w, viewer);
}

/**
 * Deletes the viewer's own comment: its text is gone, its place in the thread stays ("Comment
 * deleted"); a thread whose every comment is deleted is no longer listed.
 */
export async function deleteComment(
  ctx: CommentsCtx,
  viewer: Viewer,
  commentId: string,
): Promise<CommentThreadView> {
  const { w } = await ownComment(ctx, viewer, commentId);
  await updateCommentBody(ctx.db, commentId, { body: '', deletedAt: ctx.clock() });
  return answer(ctx, w, viewer);
}
