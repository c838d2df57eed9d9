import { normaliseEmail } from '@survey/domain/auth/email';
import { SIGNUP_LINK_TTL_MS, type AuthContext } from './authContext.ts';
import { signupLinkEmail } from './authEmails.ts';
import { emailTaken, linkExpired, linkInvalid } from './auth.errors.ts';
import {
  addPasswordHistory,
  findAccount,
  findUserByEmail,
  insertAccount,
  insertUser,
  setFirstPassword,
} from './auth.store.ts';
import {
  closeSignupRequests,
  consumeSignupRequest,
  findSignupRequest,
  insertSignupRequest,
} from './links.store.ts';
import { assertPasswordPolicy } from './passwords.ts';
import { hashPassword } from '../../platform/passwordHash.ts';
import { startSession, type Session } from './sessions.service.ts';
import { ACCESS_PER_EMAIL, accessPerIp, recordAttempts } from './throttle.ts';
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
 * single-use "create password" link. Limited per e-mail and per client (`client` is the throttle
 * key of the caller's address), since anyone may call it.
 *
 * Asking again while the sign-up is pending re-sends a fresh link (older ones stop working) and
 * answers exactly like a first request (a new request id), but never changes the stored names or
 * organisation: the caller has not proved they own the address, so the e-mail greets the names
 * given first. An address with an active account answers 409 (e-mail taken): the spec's login
 * (404 for an unknown e-mail) and reset pages already tell whether an address has an account.
 * Returns the public request id (for the confirmation page), never the secret.
 */
export async function requestAccess(
  ctx: AuthContext,
  input: AccessRequest,
  client: string,
): Promise<{ requestId: string }> {
  const email = normaliseEmail(input.emailAddress);
  const now = ctx.clock();
  await recordAttempts(
    ctx.db,
    [
      { rule: ACCESS_PER_EMAIL, key: email },
      { rule: accessPerIp(ctx.config.SIGNUP_REQUESTS_PER_IP_HOUR), key: client },
    ],
    now,
  );
  const token = newSecretToken();
  const write = () =>
    ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, { forUpdate: true });
      if (existing?.passwordHash) throw emailTaken();
      let user = existing;
      let accountName = input.accountName;
      if (user) {
        accountName = (await findAccount(tx, user.accountId))?.name ?? accountName;
        await closeSignupRequests(tx, user.id, now);
      } else {
        const account = await insertAccount(tx, input.accountName);
        user = await insertUser(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          accountId: account.id,
          email,
          passwordHash: null,
        });
      }
      const requestId = await insertSignupRequest(tx, {
        accountId: user.accountId,
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGNUP_LINK_TTL_MS),
      });
      return { requestId, user, accountName };
    });
  // Two simultaneous first requests race on the unique e-mail; the loser takes the "pending" path.
  const { requestId, user, accountName } = await write().catch((err: unknown) => {
    if (isUniqueViolation(err)) return write();
    throw err;
  });
  await ctx.mailer.send(
    signupLinkEmail({
      to: email,
      firstName: user.firstName,
      accountName,
      link: `${ctx.config.APP_URL}/create-password/${token}`,
    }),
  );
  ctx.analytics.track('Requested Access', { userId: user.id, accountId: user.accountId, email });
  return { requestId };
}

/**
 * Whether a create-password link can still be used (the page checks on load, so a used or expired
 * link is said at once instead of after the user typed a password). Not in the spec's call list:
 * the twin of valid-reset-password.
 */
export async function checkSignupRequest(
  ctx: AuthContext,
  input: { requestId: string },
): Promise<{ valid: true }> {
  const request = await findSignupRequest(ctx.db, hashToken(input.requestId));
  if (!request || request.usedAt) throw linkInvalid();
  if (request.expiresAt <= ctx.clock()) throw linkExpired();
  return { valid: true };
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
  const { userId, accountId, emailAddress: email } = session;
  ctx.analytics.track('Signed Up', { userId, accountId, email }, { method: 'request' });
  return session;
}
