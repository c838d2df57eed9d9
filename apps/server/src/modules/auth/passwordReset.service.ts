import { normaliseEmail } from '@survey/domain/auth/email';
import { RESET_LINK_TTL_MS, subjectOf, type AuthContext } from './authContext.ts';
import { passwordResetEmail } from './authEmails.ts';
import { linkExpired, linkInvalid, passwordReused, userNotFound } from './auth.errors.ts';
import {
  addPasswordHistory,
  findUserByEmail,
  findUserById,
  passwordHistoryOf,
  replacePassword,
} from './auth.store.ts';
import {
  closePasswordResets,
  consumePasswordReset,
  findPasswordReset,
  insertPasswordReset,
  type PasswordResetRow,
} from './links.store.ts';
import { assertPasswordPolicy } from './passwords.ts';
import { hashPassword, verifyPassword } from '../../platform/passwordHash.ts';
import { startSession, type Session } from './sessions.service.ts';
import { revokeUserTokens } from './sessions.store.ts';
import {
  clearAttempts,
  LOGIN_PER_ACCOUNT,
  RESET_PER_EMAIL,
  RESET_PER_IP,
  recordAttempts,
} from './throttle.ts';
import { hashToken, newSecretToken } from './tokens.ts';

/**
 * E-mails a reset link (60 minutes, single use; a new request closes older links). The spec wants
 * "not found" for unknown addresses, so the limit of 5 requests an hour per e-mail and per IP is
 * checked first: it caps both mail-bombing and address probing.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: { emailAddress: string },
  client: string,
): Promise<{ status: 'sent' }> {
  const email = normaliseEmail(input.emailAddress);
  const now = ctx.clock();
  await recordAttempts(
    ctx.db,
    [
      { rule: RESET_PER_EMAIL, key: email },
      { rule: RESET_PER_IP, key: client },
    ],
    now,
  );
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw userNotFound();
  const token = newSecretToken();
  await ctx.db.transaction(async (tx) => {
    await closePasswordResets(tx, user.id, now);
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
  });
  await ctx.mailer.send(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      link: `${ctx.config.APP_URL}/reset-password?rid=${encodeURIComponent(token)}`,
    }),
  );
  ctx.analytics.track('Requested Password Reset', subjectOf(user));
  return { status: 'sent' };
}

async function openReset(ctx: AuthContext, token: string): Promise<PasswordResetRow> {
  const reset = await findPasswordReset(ctx.db, hashToken(token));
  if (!reset || reset.usedAt) throw linkInvalid();
  if (reset.expiresAt <= ctx.clock()) throw linkExpired();
  return reset;
}

export async function checkPasswordReset(
  ctx: AuthContext,
  input: { resetPasswordId: string },
): Promise<{ valid: true }> {
  await openReset(ctx, input.resetPasswordId);
  return { valid: true };
}

/**
 * Sets a new password through a reset link. A password the user had before is refused (and the
 * link stays usable). Success ends every other session: refresh tokens are revoked and the token
 * version bump makes outstanding access tokens invalid. It also lifts the account's login delay:
 * the owner proved control of the mailbox, and guesses at the old password are moot.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: { resetPasswordId: string; password: string },
): Promise<Session> {
  const reset = await openReset(ctx, input.resetPasswordId);
  assertPasswordPolicy(input.password);
  const user = await findUserById(ctx.db, reset.userId);
  if (!user) throw linkInvalid();
  const previous = new Set([
    ...(user.passwordHash ? [user.passwordHash] : []),
    ...(await passwordHistoryOf(ctx.db, user.id)),
  ]);
  for (const hash of previous) {
    if (await verifyPassword(hash, input.password)) throw passwordReused();
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  const session = await ctx.db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, reset.id, now))) throw linkInvalid();
    const updated = await replacePassword(tx, user.id, passwordHash);
    if (!updated) throw linkInvalid();
    await addPasswordHistory(tx, user.id, passwordHash, now);
    await revokeUserTokens(tx, user.id, now);
    return startSession(ctx, tx, updated);
  });
  await clearAttempts(ctx.db, LOGIN_PER_ACCOUNT, user.email);
  ctx.analytics.track('Reset Password', subjectOf(user));
  return session;
}
