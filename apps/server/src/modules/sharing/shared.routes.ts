import { throttleClientKey } from '@survey/domain/auth/clientAddress';
import { SHARE_KEY_HEADER } from '@survey/domain/sharing/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { RateLimiter } from '../respondent/rateLimiter.ts';
import {
  assertUnlocked,
  liveLink,
  sharedView,
  unlockLink,
  type OpenLink,
} from './sharedAccess.service.ts';
import type { SharedResults } from './sharedResults.service.ts';
import { SharedTokenParams, UnlockInput } from './sharing.schemas.ts';

/** The viewer's side: no login, the token in the path is the credential. */
export const SHARED_API = '/v1/shared/api/v1.0';

export interface SharedLimits {
  perLinkMinute: number;
  perClientMinute: number;
}

/**
 * Read-only routes of a share link, mirroring the results API's paths under the token (the web
 * page uses its results client with this base). Every answer is `noindex` and never cached;
 * every call is limited per client (before the link is looked up) and per link (429 with
 * Retry-After, in this node's memory: RateLimiter).
 */
export function registerSharedRoutes(
  app: FastifyInstance,
  ctx: { db: Db; clock: Clock },
  results: SharedResults,
  limits: SharedLimits,
): void {
  const now = () => ctx.clock().getTime();
  const bucket = (perMinute: number) => new RateLimiter(perMinute / 60, perMinute, { now });
  const clients = bucket(limits.perClientMinute);
  const links = bucket(limits.perLinkMinute);
  const tokenOf = (req: FastifyRequest) => {
    clients.take(throttleClientKey(req.ip));
    return parseInput(SharedTokenParams, req.params).token;
  };
  const keyOf = (req: FastifyRequest) => {
    const key = req.headers[SHARE_KEY_HEADER];
    return typeof key === 'string' ? key : undefined;
  };
  /** The live link of the path, counted per client (first) and per link. */
  const live = async (req: FastifyRequest): Promise<OpenLink> => {
    const opened = await liveLink(ctx, tokenOf(req));
    links.take(opened.link.id);
    return opened;
  };
  /** ... that the caller may read (a protected link's key). */
  const open = async (req: FastifyRequest): Promise<OpenLink> => {
    const opened = await live(req);
    assertUnlocked(ctx, opened, keyOf(req));
    return opened;
  };

  app.register(
    async (api) => {
      api.addHook('onSend', async (_req, reply) => {
        void reply.header('x-robots-tag', 'noindex, nofollow');
        void reply.header('cache-control', 'no-store');
        void reply.header('referrer-policy', 'no-referrer');
      });
      api.get('/:token', async (req) => sharedView(ctx, await live(req), keyOf(req)));
      api.post('/:token/unlock', async (req) => {
        const opened = await live(req);
        const { password } = parseInput(UnlockInput, req.body);
        return unlockLink(ctx, opened, password, req.ip);
      });
      api.post('/:token/summary', async (req) => results.summary(await open(req), req.body));
      api.post('/:token/texts', async (req) => results.texts(await open(req), req.body));
      api.post('/:token/themes', async (req) => results.themes(await open(req), req.body));
      api.post('/:token/crosstab', async (req) => results.crosstab(await open(req), req.body));
      api.get('/:token/crosstabs', async (req) => results.crosstabs(await open(req)));
      api.get('/:token/quotas', async (req) => results.quotas(await open(req)));
      api.post('/:token/progress', async (req) => results.progress(await open(req)));
    },
    { prefix: SHARED_API },
  );
}
