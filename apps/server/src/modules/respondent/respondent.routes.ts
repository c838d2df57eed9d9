import { throttleClientKey } from '@survey/domain/auth/clientAddress';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { registerPreviewRoute } from './preview.routes.ts';
import { RateLimiter } from './rateLimiter.ts';
import type { ReadSession } from './answerPath.store.ts';
import { AnswerBody, SessionParams, StartInput } from './respondent.schemas.ts';
import {
  answerSession,
  currentPage,
  knownSession,
  sessionToAnswer,
  startRespondentSession,
  type RespondentCtx,
} from './sessions.service.ts';

/** The public respondent API: no dashboard session; panel links carry their own signature. */
export const RESPONDENT_API = '/v1/respondent';

export interface RespondentLimits {
  /** New sessions per client address a second (sustained) and in a burst. */
  startsPerSecond: number;
  startsBurst: number;
  /**
   * Page reads and answers per client address a second and in a burst, whatever the session: many
   * respondents can share an address (an office, a mobile carrier's NAT), each answering a page
   * every few seconds, so this is generous; it stops one client from flooding the answer path.
   */
  callsPerClientSecond: number;
  callsPerClientBurst: number;
  /** Calls per session a second and in a burst: a person answers a page every few seconds. */
  callsPerSessionSecond: number;
  callsPerSessionBurst: number;
}

export const DEFAULT_RESPONDENT_LIMITS: RespondentLimits = {
  startsPerSecond: 20,
  startsBurst: 100,
  callsPerClientSecond: 100,
  callsPerClientBurst: 500,
  callsPerSessionSecond: 5,
  callsPerSessionBurst: 20,
};

/** The limiters of one respondent API (each bounded in memory, see RateLimiter). */
export interface RespondentLimiters {
  starts: RateLimiter;
  clients: RateLimiter;
  sessions: RateLimiter;
}

/**
 * Thin transport: limit -> parse -> service; answers are never cached. A session's calls count
 * against its client address first, and against the session only once it is known to exist: an
 * unknown id costs one token of its client and leaves nothing behind.
 */
export function registerRespondentApi(
  app: FastifyInstance,
  ctx: RespondentCtx,
  limits: RespondentLimits = DEFAULT_RESPONDENT_LIMITS,
  /** Counts an accepted answer (the answers metric); a counter's inc, nothing more. */
  answered: () => void = () => undefined,
): RespondentLimiters {
  // On the app's clock, like every other rule in time: a test that moves the clock refills the
  // buckets as the time it skipped would have.
  const now = () => ctx.clock().getTime();
  const starts = new RateLimiter(limits.startsPerSecond, limits.startsBurst, { now });
  const clients = new RateLimiter(limits.callsPerClientSecond, limits.callsPerClientBurst, { now });
  const sessions = new RateLimiter(limits.callsPerSessionSecond, limits.callsPerSessionBurst, {
    now,
  });
  // The session read here is the one the call then works on (the answer path's first round trip;
  // an answer takes this node's copy of a session it wrote last instead, sessionToAnswer).
  const limitSessionCall = async (
    clientAddress: string,
    sessionId: string,
    read: (ctx: RespondentCtx, sessionId: string) => Promise<ReadSession> = knownSession,
  ) => {
    clients.take(throttleClientKey(clientAddress));
    const session = await read(ctx, sessionId);
    sessions.take(sessionId);
    return session;
  };
  app.register(
    async (api) => {
      api.addHook('onSend', async (_req, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      api.post('/sessions', async (req) => {
        starts.take(throttleClientKey(req.ip));
        return startRespondentSession(
          ctx,
          parseInput(StartInput, req.body),
          req.headers['user-agent'] ?? '',
        );
      });
      api.get('/sessions/:sessionId', async (req) => {
        const { sessionId } = parseInput(SessionParams, req.params);
        return currentPage(ctx, await limitSessionCall(req.ip, sessionId));
      });
      api.post('/sessions/:sessionId/answers', async (req) => {
        const { sessionId } = parseInput(SessionParams, req.params);
        const session = await limitSessionCall(req.ip, sessionId, sessionToAnswer);
        const body = parseInput(AnswerBody, req.body);
        const page = await answerSession(ctx, session, body.pageKey, body.answer);
        answered();
        return page;
      });
      registerPreviewRoute(api, ctx);
    },
    { prefix: RESPONDENT_API },
  );
  return { starts, clients, sessions };
}
