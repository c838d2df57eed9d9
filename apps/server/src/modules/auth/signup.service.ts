import { normaliseEmail } from '@survey/domain/auth/email';
import { SIGNUP_LINK_TTL_MS, type AuthContext } from './auth.context.ts';
import { signupLinkEmail } from './auth.emails.ts';
import { emailTaken, linkExpired, linkInvalid } from './auth.errors.ts';
import {
  addPasswordHistory,
  findUserByEmail,
  insertAccount,
  insertUser,
  renameAccount,
  setFirstPassword,
  updateUserNames,
} from './auth.store.ts';
import {
  closeSignupRequests,
  consumeSignupRequest,
  findSignupRequest,
  insertSignupRequest,
} from './links.store.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { startSession, type Session } from './sessions.service.ts';
import { ACCESS_PER_EMAIL, recordAttempts } from './throttle.ts';
import { hashToken, newSecretToken } from './tokens.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

export interface AccessRequest {
  firstName: string;
  lastName: string;
  emailAddress: string;
  accountName: string;
}

/**
 * Request access: creates the organisation and its first user (no password yet) and e-mails a
 * single-use "create password" link. Asking again while the sign-up is pending re-sends a fresh
 * link (older ones stop working) instead of creating a second account.
 * Returns the public request id (for the confirmation page), never the secret.
 */
export async function requestAccess(
  ctx: AuthContext,
  input: AccessRequest,
): Promise<{ requestId: string }> {
  const email = normaliseEmail(input.emailAddress);
  const now = ctx.clock();
  await recordAttempts(ctx.db, [{ rule: ACCESS_PER_EMAIL, key: email }], now);
  const token = newSecretToken();
  const names = { firstName: input.firstName, lastName: input.lastName };
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, { forUpdate: true });
      if (existing?.passwordHash) throw emailTaken();
      let user = existing;
      if (user) {
        await updateUserNames(tx, user.id, names);
        await renameAccount(tx, user.accountId, input.accountName, now);
        await closeSignupRequests(tx, user.id, now);
      } else {
        const account = await insertAccount(tx, input.accountName);
        user = await insertUser(tx, { ...names, accountId: account.id, email, passwordHash: null });
      }
      const requestId = await insertSignupRequest(tx, {
        accountId: user.accountId,
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGNUP_LINK_TTL_MS),
      });
      return { requestId, user };
    });
  // Two simultaneous first requests race on the unique e-mail; the loser takes the "pending" path.
  const { requestId, user } = await write().catch((err: unknown) => {
    if (isUniqueViolation(err)) return write();
    throw err;
  });
  await ctx.mailer.send(
    signupLinkEmail({
      to: email,
      firstName: input.firstName,
      accountName: input.accountName,
      link: `${ctx.config.APP_URL}/create-password/${token}`,
    }),
  );
  await ctx.analytics.track('Requested Access', {
    userId: user.id,
    accountId: user.accountId,
    email,
  });
  return { requestId };
}

/** Sets the first password through the e-mailed link (once), and logs the user in. */
export async function completeSignup(
  ctx: AuthContext,
  input: { requestId: string; password: string },
): Promise<Session> {
  const now = ctx.clock();
  const request = await findSignupRequest(ctx.db, hashToken(input.requestId));
  if (!request || request.usedAt) throw linkInvalid();
  if (request.expiresAt <= now) throw linkExpired();
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  const session = await ctx.db.transaction(async (tx) => {
    if (!(await consumeSignupRequest(tx, request.id, now))) throw linkInvalid();
    const user = await setFirstPassword(tx, request.userId, passwordHash);
    if (!user) throw linkInvalid();
    await addPasswordHistory(tx, user.id, passwordHash, now);
    return startSession(ctx, tx, user);
  });
  await ctx.analytics.track('Signed Up', {
    userId: session.userId,
    accountId: session.accountId,
    email: session.emailAddress,
    properties: { method: 'request' },
  });
  return session;
}
