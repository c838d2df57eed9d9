import type { Db } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  forgetAttempts,
  recordAttempts,
  type Attempt,
  type ThrottleRule,
} from '../auth/throttle.ts';

/**
 * Messages one user may post to the team chat (adjusted incidence, data tables, follow-up), all
 * routes together: 20 in any 10 minutes. The dialog sends at most one adjusted-incidence message
 * per 3 s burst of edits and the requests are clicks, so a person stays far below it; a script
 * flooding the team's channel does not. Counted in PostgreSQL (auth_attempts), so every node of a
 * cluster shares the count; over it the route answers 429 RATE_LIMITED with Retry-After and stores
 * nothing.
 */
export const CHAT_POSTS_PER_USER: ThrottleRule = {
  kind: 'chat-post',
  limit: 20,
  windowMs: 10 * 60_000,
};

/** Counts one chat post of the viewer, or throws RATE_LIMITED. */
export function countChatPost(db: Db, viewer: Viewer, now: Date): Promise<Attempt[]> {
  return recordAttempts(db, [{ rule: CHAT_POSTS_PER_USER, key: viewer.userId }], now);
}

/** Gives back a counted post that sent nothing (a retry answered from its first message). */
export function uncountChatPost(db: Db, attempts: Attempt[]): Promise<void> {
  return forgetAttempts(db, attempts);
}
