/**
 * The wire contract of comments on the cards of a draft questionnaire (issue 39 §5; types only,
 * the server validates with zod at the edge). Every route is under the dashboard API
 * (/v1/dashboard/api/v1.0) and answers 404 for a survey, thread or comment of another account.
 */

/** A member of the caller's account who can be mentioned. */
export interface CommentMember {
  id: string;
  name: string;
}

export interface CommentView {
  id: string;
  /** null once the author's user is gone. */
  author: CommentMember | null;
  /** Plain text with mention tokens (`mentions.ts`); empty once deleted. */
  body: string;
  /** The members the text mentions, with their names now. */
  mentions: CommentMember[];
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** The caller wrote it: the dashboard offers its Edit and Delete (author only, 403 otherwise). */
  mine: boolean;
}

export interface CommentThreadView {
  id: string;
  /** The card's entry number (stable across moves). */
  cardNumber: number;
  /** The card is no longer in the draft: the thread is listed as on a deleted card. */
  cardDeleted: boolean;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: CommentMember | null;
  comments: CommentView[];
}

export interface CommentThreadsAnswer {
  threads: CommentThreadView[];
}

/** GET surveys/:surveyId/comment-threads; POST it with this body starts a thread. */
export interface NewThreadBody {
  cardNumber: number;
  body: string;
}

/** POST comment-threads/:threadId/replies; PATCH comments/:commentId. */
export interface CommentBody {
  body: string;
}

export const commentThreadsPath = (surveyId: string) => `surveys/${surveyId}/comment-threads`;
export const threadRepliesPath = (threadId: string) => `comment-threads/${threadId}/replies`;
export const threadResolvePath = (threadId: string) => `comment-threads/${threadId}/resolve`;
export const threadReopenPath = (threadId: string) => `comment-threads/${threadId}/reopen`;
export const commentPath = (commentId: string) => `comments/${commentId}`;
export const ACCOUNT_MEMBERS_PATH = 'account-members';

/** The editor's query parameters that open it at a card's thread (the mention e-mail's link). */
export const CARD_PARAM = 'card';
export const THREAD_PARAM = 'thread';
