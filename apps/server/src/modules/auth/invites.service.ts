import { normaliseEmail } from '@survey/domain/auth/email';
import type { Viewer } from '../../platform/viewer.ts';
import { INVITE_TTL_MS, type AuthContext } from './authContext.ts';
import { inviteEmail } from './authEmails.ts';
import {
  accountNotFound,
  emailTaken,
  linkExpired,
  linkInvalid,
  userNotFound,
} from './auth.errors.ts';
import {
  addPasswordHistory,
  existingEmails,
  findAccount,
  findUserByEmail,
  findUserById,
  insertUser,
} from './auth.store.ts';
import {
  closeInvites,
  consumeInvite,
  findInvite,
  insertInvite,
  type InviteRow,
} from './links.store.ts';
import { assertPasswordPolicy } from './passwords.ts';
import { hashPassword } from '../../platform/passwordHash.ts';
import { startSession, type Session } from './sessions.service.ts';
import { hashToken, newSecretToken } from './tokens.ts';
import { isUniqueViolation } from './uniqueViolation.ts';

export interface InvitesResult {
  invites: { inviteeEmailAddress: string; expiresAt: Date }[];
  /** Addresses that already have a user; they are not invited. */
  skipped: string[];
}

/**
 * Invites team members into the caller's account. The caller must belong to `accountId` and
 * name themself as the creator; anything else answers "not found" (tenant isolation, R1).
 */
export async function createInvites(
  ctx: AuthContext,
  viewer: Viewer,
  input: { accountId: string; creatorEmailAddress: string; inviteeEmailAddresses: string[] },
): Promise<InvitesResult> {
  if (input.accountId !== viewer.accountId) throw accountNotFound();
  if (normaliseEmail(input.creatorEmailAddress) !== viewer.email) throw userNotFound();
  const [account, inviter] = await Promise.all([
    findAccount(ctx.db, viewer.accountId),
    findUserById(ctx.db, viewer.userId),
  ]);
  if (!account) throw accountNotFound();
  if (!inviter) throw userNotFound();

  const wanted = [...new Set(input.inviteeEmailAddresses.map(normaliseEmail))];
  const taken = await existingEmails(ctx.db, wanted);
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  const toSend = wanted
    .filter((e) => !taken.has(e))
    .map((email) => ({ email, token: newSecretToken() }));

  await ctx.db.transaction(async (tx) => {
    for (const { email, token } of toSend) {
      await closeInvites(tx, account.id, email, now);
      await insertInvite(tx, {
        accountId: account.id,
        inviterUserId: inviter.id,
        inviteeEmail: email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
      });
    }
  });
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
  for (const { email, token } of toSend) {
    await ctx.mailer.send(
      inviteEmail({
        to: email,
        inviterName,
        accountName: account.name,
        link: `${ctx.config.APP_URL}/signup?iid=${encodeURIComponent(token)}`,
      }),
    );
  }
  if (toSend.length > 0) {
    ctx.analytics.track('Invited Team Member', viewer, { invitees: toSend.length });
  }
  return {
    invites: toSend.map(({ email }) => ({ inviteeEmailAddress: email, expiresAt })),
    skipped: wanted.filter((e) => taken.has(e)),
  };
}

async function openInvite(ctx: AuthContext, token: string): Promise<InviteRow> {
  const invite = await findInvite(ctx.db, hashToken(token));
  if (!invite || invite.usedAt) throw linkInvalid();
  if (invite.expiresAt <= ctx.clock()) throw linkExpired();
  return invite;
}

/** What the invite sign-up page prefills. Public: the secret in the link is the authorisation. */
export async function inviteDetails(
  ctx: AuthContext,
  inviteId: string,
): Promise<{ accountName: string; inviteeEmailAddress: string }> {
  const invite = await openInvite(ctx, inviteId);
  return { accountName: invite.accountName, inviteeEmailAddress: invite.inviteeEmail };
}

/** Accepts an invite (once): creates the user in the inviter's account and logs them in. */
export async function acceptInvite(
  ctx: AuthContext,
  input: { inviteId: string; firstName: string; lastName: string; password: string },
): Promise<Session> {
  const invite = await openInvite(ctx, input.inviteId);
  assertPasswordPolicy(input.password);
  if (await findUserByEmail(ctx.db, invite.inviteeEmail)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  const session = await ctx.db
    .transaction(async (tx) => {
      if (!(await consumeInvite(tx, invite.id, now))) throw linkInvalid();
      const user = await insertUser(tx, {
        accountId: invite.accountId,
        email: invite.inviteeEmail,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
      });
      await addPasswordHistory(tx, user.id, passwordHash, now);
      return startSession(ctx, tx, user);
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? emailTaken() : err;
    });
  const subject = {
    userId: session.userId,
    accountId: session.accountId,
    email: session.emailAddress,
  };
  ctx.analytics.track('Accepted Invite', subject);
  ctx.analytics.track('Signed Up', subject, { method: 'invite' });
  return session;
}
