import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Analytics, Mailer } from '../../platform/ports.ts';
import type { AccessTokens } from './tokens.ts';

/** What the auth use cases need; each use case asks only for the parts it uses. */
export interface AuthContext {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    | 'APP_URL'
    | 'SIGNUP_REQUESTS_PER_IP_HOUR'
    | 'SESSION_MAX_AGE_DAYS'
    | 'LOGIN_FAILURES_PER_IP_HOUR'
  >;
  log: Logger;
  mailer: Mailer;
  analytics: Analytics;
  tokens: AccessTokens;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const SIGNUP_LINK_TTL_MS = 7 * DAY_MS;
export const INVITE_TTL_MS = 7 * DAY_MS;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

/** The user an auth flow acted for, as analytics names them (the e-mail only to recognise staff). */
export const subjectOf = (user: { id: string; accountId: string; email: string }) => ({
  userId: user.id,
  accountId: user.accountId,
  email: user.email,
});
