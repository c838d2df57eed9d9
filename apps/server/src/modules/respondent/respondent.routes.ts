import { throttleClientKey } from '@survey/domain/auth/clientAddress';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { registerPreviewRoute } from './preview.routes.ts';
import { RateLimiter } from './rateLimiter.ts';
import { AnswerBody, SessionParams, StartInput } from './respondent.schemas.ts';
import {
  answerPage,
  currentPage,
  startRespondentSession,
  type RespondentCtx,
} from './sessions.service.ts';

/** The public respondent API: no dashboard session; panel links carry their own signature. */
export const RESPONDENT_API = '/v1/respondent';

export interface RespondentLimits {
  /** New sessions per client address a second (sustained) and in a burst. */
  startsPerSecond: number;
  startsBurst: number;
  /** Calls per session a second and in a burst: a person answers a page every few seconds. */
  callsPerSessionSecond: number;
  callsPerSessionBurst: number;
}

export const DEFAULT_RESPONDENT_LIMITS: RespondentLimits = {
  startsPerSecond: 20,
  startsBurst: 100,
  callsPerSessionSecond: 5,
  callsPerSessionBurst: 20,
};

/** Thin transport: limit -> parse -> service; answers are never cached. */
export function registerRespondentApi(
  app: FastifyInstance,
  ctx: RespondentCtx,
  limits: RespondentLimits = DEFAULT_RESPONDENT_LIMITS,
): void {
  const starts = new RateLimiter(limits.startsPerSecond, limits.startsBurst);
  const calls = new RateLimiter(limits.callsPerSessionSecond, limits.callsPerSessionBurst);
  app.register(
    async (api) => {
      api.addHook('onSend', async (_req, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      api.post('/sessions', async (req) => {
        starts.take(throttleClientKey(req.ip));
        return startRespondentSession(ctx, parseInput(StartInput, req.body));
      });
      api.get('/sessions/:sessionId', async (req) => {
        const { sessionId } = parseInput(SessionParams, req.params);
        calls.take(sessionId);
        return currentPage(ctx, sessionId);
      });
      api.post('/sessions/:sessionId/answers', async (req) => {
        const { sessionId } = parseInput(SessionParams, req.params);
        calls.take(sessionId);
        const body = parseInput(AnswerBody, req.body);
        return answerPage(ctx, sessionId, body.pageKey, body.answer);
      });
      registerPreviewRoute(api, ctx);
    },
    { prefix: RESPONDENT_API },
  );
}
