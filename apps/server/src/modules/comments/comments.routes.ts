import {
  ACCOUNT_MEMBERS_PATH,
  commentPath,
  commentThreadsPath,
  threadReopenPath,
  threadRepliesPath,
  threadResolvePath,
} from '@survey/domain/comments/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import { DASHBOARD_API } from '../auth/auth.routes.ts';
import {
  CommentInput,
  CommentParams,
  NewThreadInput,
  SurveyParams,
  ThreadParams,
} from './comments.schemas.ts';
import {
  commentMembers,
  deleteComment,
  editComment,
  listThreads,
  replyToThread,
  setThreadResolved,
  startThread,
  type CommentsCtx,
} from './comments.service.ts';

const path = (p: string) => `${DASHBOARD_API}/${p}`;

/** Comments on the cards of a draft questionnaire (README): REST under the dashboard API. */
export function registerCommentRoutes(app: FastifyInstance, ctx: CommentsCtx): void {
  app.get(path(ACCOUNT_MEMBERS_PATH), async (req) => {
    const viewer = await requireViewer(req);
    return { members: await commentMembers(ctx, viewer) };
  });
  app.get(path(commentThreadsPath(':surveyId')), async (req) => {
    const viewer = await requireViewer(req);
    const { surveyId } = parseInput(SurveyParams, req.params);
    return listThreads(ctx, viewer, surveyId);
  });
  app.post(path(commentThreadsPath(':surveyId')), async (req, reply) => {
    const viewer = await requireViewer(req);
    const { surveyId } = parseInput(SurveyParams, req.params);
    const thread = await startThread(ctx, viewer, surveyId, parseInput(NewThreadInput, req.body));
    return reply.code(201).send(thread);
  });
  app.post(path(threadRepliesPath(':threadId')), async (req, reply) => {
    const viewer = await requireViewer(req);
    const { threadId } = parseInput(ThreadParams, req.params);
    const thread = await replyToThread(ctx, viewer, threadId, parseInput(CommentInput, req.body));
    return reply.code(201).send(thread);
  });
  for (const [route, resolved] of [
    [threadResolvePath(':threadId'), true],
    [threadReopenPath(':threadId'), false],
  ] as const) {
    app.post(path(route), async (req) => {
      const viewer = await requireViewer(req);
      const { threadId } = parseInput(ThreadParams, req.params);
      return setThreadResolved(ctx, viewer, threadId, resolved);
    });
  }
  app.patch(path(commentPath(':commentId')), async (req) => {
    const viewer = await requireViewer(req);
    const { commentId } = parseInput(CommentParams, req.params);
    return editComment(ctx, viewer, commentId, parseInput(CommentInput, req.body));
  });
  app.delete(path(commentPath(':commentId')), async (req) => {
    const viewer = await requireViewer(req);
    const { commentId } = parseInput(CommentParams, req.params);
    return deleteComment(ctx, viewer, commentId);
  });
}
