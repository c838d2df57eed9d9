import type { FastifyInstance } from 'fastify';
import { registerCommentRoutes } from './comments.routes.ts';
import type { CommentsCtx } from './comments.service.ts';

/** Comments on the cards of a draft questionnaire, with mentions e-mailed (issue 39 §5). */
export function registerComments(app: FastifyInstance, ctx: CommentsCtx): void {
  registerCommentRoutes(app, ctx);
}
