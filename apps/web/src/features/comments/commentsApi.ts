import {
  ACCOUNT_MEMBERS_PATH,
  commentPath,
  commentThreadsPath,
  threadReopenPath,
  threadRepliesPath,
  threadResolvePath,
  type CommentMember,
  type CommentThreadsAnswer,
  type CommentThreadView,
} from '@survey/domain/comments/contract';
import { authedCall } from '../../lib/dashboardApi.ts';

/** The comments' REST calls (domain `comments/contract.ts`). */
export const commentsApi = {
  members: () => authedCall<{ members: CommentMember[] }>(ACCOUNT_MEMBERS_PATH),
  threads: (surveyId: string) => authedCall<CommentThreadsAnswer>(commentThreadsPath(surveyId)),
  start: (surveyId: string, cardNumber: number, body: string) =>
    authedCall<CommentThreadView>(commentThreadsPath(surveyId), {
      method: 'POST',
      body: { cardNumber, body },
    }),
  reply: (threadId: string, body: string) =>
    authedCall<CommentThreadView>(threadRepliesPath(threadId), { method: 'POST', body: { body } }),
  resolve: (threadId: string) =>
    authedCall<CommentThreadView>(threadResolvePath(threadId), { method: 'POST' }),
  reopen: (threadId: string) =>
    authedCall<CommentThreadView>(threadReopenPath(threadId), { method: 'POST' }),
  edit: (commentId: string, body: string) =>
    authedCall<CommentThreadView>(commentPath(commentId), { method: 'PATCH', body: { body } }),
  remove: (commentId: string) =>
    authedCall<CommentThreadView>(commentPath(commentId), { method: 'DELETE' }),
};
