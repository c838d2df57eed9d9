import { normaliseEmail } from '@survey/domain/auth/email';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { DAY_MS, REFRESH_TOKEN_TTL_MS, subjectOf, type AuthContext } from './authContext.ts';
import { sessionInvalid, userNotFound, wrongPassword } from './auth.errors.ts';
import { findTokenUser, findUserByEmail, findUserById, type UserRow } from './auth.store.ts';
import { verifyPassword } from '../../platform/passwordHash.ts';
import {
  consumeRefreshToken,
  familyStartedAt,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from './sessions.store.ts';
import {
  clearAttempts,
  forgetAttempts,
  LOGIN_FAILURES,
  LOGIN_PER_ACCOUNT,
  loginPerClient,
  recordAccountLoginAttempt,
  recordAttempts,
} from './throttle.ts';
import { hashToken, newSecretToken } from './tokens.ts';

export interface Session {
  userId: string;
  accountId: string;
  emailAddress: string;
  accessToken: string;
  /** Goes only into the httpOnly cookie, never into a JSON body. */
  refreshToken: string;
}

/** A login (refresh-token family) and when it started. */
export interface SessionFamily {
  id: string;
  startedAt: Date;
}

/** When a login started at `startedAt` ends, however often it is refreshed (SESSION_MAX_AGE_DAYS). */
export function sessionEndsAt(ctx: Pick<AuthContext, 'config'>, startedAt: Date): Date {
  return new Date(startedAt.getTime() + ctx.config.SESSION_MAX_AGE_DAYS * DAY_MS);
}

/**
 * Issues an access token and a refresh token; a new login starts a new refresh-token family. A
 * refresh token lives REFRESH_TOKEN_TTL_MS unused, and never past the end of its login.
 */
export async function startSession(
  ctx: Pick<AuthContext, 'clock' | 'tokens' | 'config'>,
  db: Executor,
  user: UserRow,
  family?: SessionFamily,
): Promise<Session> {
  const now = ctx.clock();
  const { id: familyId, startedAt } = family ?? { id: randomUUID(), startedAt: now };
  const refreshToken = newSecretToken();
  const idleEnd = now.getTime() + REFRESH_TOKEN_TTL_MS;
  await insertRefreshToken(db, {
    familyId,
    userId: user.id,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(Math.min(idleEnd, sessionEndsAt(ctx, startedAt).getTime())),
  });
  const accessToken = await ctx.tokens.sign({
    userId: user.id,
    accountId: user.accountId,
    email: user.email,
    version: user.tokenVersion,
    session: familyId,
  });
  return {
    userId: user.id,
    accountId: user.accountId,
    emailAddress: user.email,
    accessToken,
    refreshToken,
  };
}

/**
 * Logs in with e-mail and password. Unknown e-mail -> 404 and wrong password -> 401 (the spec
 * wants them distinct); both count as failures for three limits, checked before the password so
 * that a throttled caller learns nothing, even with the right password: 10 per 15 minutes per
 * e-mail + client (`client` is the throttle key of the caller's address), LOGIN_FAILURES_PER_IP_HOUR
 * per client over all e-mails (spraying, enumeration), and the per-account growing delay, which
 * no choice of address escapes.
 */
export async function login(
  ctx: AuthContext,
  input: { emailAddress: string; password: string },
  client: string,
): Promise<Session> {
  const email = normaliseEmail(input.emailAddress);
  const key = `${email}|${client}`;
  const now = ctx.clock();
  const clientRule = loginPerClient(ctx.config.LOGIN_FAILURES_PER_IP_HOUR);
  // Recorded as failures up front; a success takes them back below.
  const perClient = await recordAttempts(
    ctx.db,
    [
      { rule: LOGIN_FAILURES, key },
      { rule: clientRule, key: client },
    ],
    now,
  );
  await recordAccountLoginAttempt(ctx.db, email, now).catch(async (err: unknown) => {
    await forgetAttempts(ctx.db, perClient);
    throw err;
  });
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user) throw userNotFound();
  if (!ok) throw wrongPassword();
  await clearAttempts(ctx.db, LOGIN_FAILURES, key);
  await clearAttempts(ctx.db, LOGIN_PER_ACCOUNT, email);
  // Only this attempt: a login to the caller's own account must not wipe the failures it sprayed.
  await forgetAttempts(
    ctx.db,
    perClient.filter((a) => a.rule.kind === clientRule.kind),
  );
  const session = await startSession(ctx, ctx.db, user);
  ctx.analytics.track('Logged In', { userId: user.id, accountId: user.accountId, email });
  return session;
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). A token
 * that was already used means it leaked or was replayed: the whole family (the login) is revoked.
 * A login older than SESSION_MAX_AGE_DAYS ends (revoked), whatever its tokens' own expiry says:
 * tokens issued before the setting was lowered, or before it existed, are held to it too.
 */
export async function refresh(
  ctx: AuthContext,
  refreshToken: string | undefined,
): Promise<Session> {
  if (!refreshToken) throw sessionInvalid();
  const tokenHash = hashToken(refreshToken);
  const now = ctx.clock();
  const session = await ctx.db.transaction(async (tx) => {
    const used = await consumeRefreshToken(tx, tokenHash, now);
    if (!used) return undefined;
    const user = await findUserById(tx, used.userId);
    if (!user) return undefined;
    const startedAt = await familyStartedAt(tx, used.familyId);
    if (sessionEndsAt(ctx, startedAt) <= now) {
      await revokeFamily(tx, used.familyId, now);
      return undefined;
    }
    return startSession(ctx, tx, user, { id: used.familyId, startedAt });
  });
  if (session) return session;
  const known = await findRefreshToken(ctx.db, tokenHash);
  if (known?.usedAt && !known.revokedAt) {
    ctx.log.warn({ userId: known.userId, familyId: known.familyId }, 'refresh token replayed');
    await revokeFamily(ctx.db, known.familyId, now);
  }
  throw sessionInvalid();
}

/**
 * Ends the login the refresh token belongs to, or else the one the access token belongs to: its
 * refresh tokens are revoked, and so its access tokens stop working at once (verifyAccessToken).
 * Other logins of the user go on. Always succeeds: logging out twice is fine.
 */
export async function logout(
  ctx: AuthContext,
  refreshToken: string | undefined,
  viewer: Viewer | undefined,
): Promise<void> {
  const known = refreshToken ? await findRefreshToken(ctx.db, hashToken(refreshToken)) : undefined;
  const familyId = known?.familyId ?? viewer?.session;
  if (familyId) await revokeFamily(ctx.db, familyId, ctx.clock());
  const userId = known?.userId ?? viewer?.userId;
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (user) {
    ctx.analytics.track('Logged Out', subjectOf(user));
  }
}

/**
 * Verifies a bearer access token for any transport: signature, expiry, audience, issuer, that the
 * user still exists in that account with the same token version (a reset ends old sessions), and
 * that its login was not ended (logout).
 */
export async function verifyAccessToken(
  ctx: Pick<AuthContext, 'db' | 'tokens'>,
  token: string,
): Promise<Viewer> {
  const claims = await ctx.tokens.verify(token);
  const user = await findTokenUser(ctx.db, claims.userId, claims.session);
  if (
    !user ||
    user.sessionEnded ||
    user.accountId !== claims.accountId ||
    user.tokenVersion !== claims.version
  ) {
    throw sessionInvalid();
  }
  return { userId: user.id, accountId: user.accountId, email: user.email, session: claims.session };
}
