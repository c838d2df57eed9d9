import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { rateLimited } from '../../lib/errors.ts';
import { countRequest } from './apiKeys.store.ts';

const WINDOW_SECONDS = 60;
/** The policy's name in the headers. */
const POLICY = 'per-key';

/**
 * Counts a request of `keyId` against `perMinute` in fixed windows of a minute (the counter is a
 * PostgreSQL row, so every node counts against the same one) and sets the IETF httpapi draft's
 * headers (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "per-key";q=120;w=60` and
 * `RateLimit: "per-key";r=<remaining>;t=<seconds to the window's end>`. Past the quota it throws
 * RATE_LIMITED (429, `Retry-After` the same seconds).
 */
export async function countKeyRequest(
  ctx: { db: Executor; now: Date; perMinute: number },
  keyId: string,
  reply: FastifyReply,
): Promise<void> {
  const windowMs = WINDOW_SECONDS * 1000;
  const start = Math.floor(ctx.now.getTime() / windowMs) * windowMs;
  const requests = await countRequest(ctx.db, keyId, new Date(start));
  const resetSeconds = Math.max(1, Math.ceil((start + windowMs - ctx.now.getTime()) / 1000));
  const remaining = Math.max(0, ctx.perMinute - requests);
  void reply.header('ratelimit-policy', `"${POLICY}";q=${ctx.perMinute};w=${WINDOW_SECONDS}`);
  void reply.header('ratelimit', `"${POLICY}";r=${remaining};t=${resetSeconds}`);
  if (requests > ctx.perMinute) throw rateLimited(resetSeconds);
}
