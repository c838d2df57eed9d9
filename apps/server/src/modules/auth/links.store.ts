import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { accounts, invites, passwordResets, signupRequests } from './auth.tables.ts';

/** The state every e-mailed link shares: found by its hash, single use, expiring. */
export interface LinkState {
  id: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface SignupRequestRow extends LinkState {
  accountId: string;
  userId: string;
}

export interface InviteRow extends LinkState {
  accountId: string;
  accountName: string;
  inviterUserId: string;
  inviteeEmail: string;
}

export interface PasswordResetRow extends LinkState {
  userId: string;
}

interface NewLink {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

// --- sign-up requests -------------------------------------------------------------------------

export async function insertSignupRequest(
  db: Executor,
  link: NewLink & { accountId: string; userId: string },
): Promise<string> {
  const [row] = await db.insert(signupRequests).values(link).returning({ id: signupRequests.id });
  if (!row) throw new Error('signup request insert returned no row');
  return row.id;
}

/** Marks a user's open sign-up links as used, so that only the newest one works. */
export async function closeSignupRequests(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(signupRequests)
    .set({ usedAt: now })
    .where(and(eq(signupRequests.userId, userId), isNull(signupRequests.usedAt)));
}

export async function findSignupRequest(
  db: Executor,
  tokenHash: string,
): Promise<SignupRequestRow | undefined> {
  const [row] = await db
    .select({
      id: signupRequests.id,
      accountId: signupRequests.accountId,
      userId: signupRequests.userId,
      expiresAt: signupRequests.expiresAt,
      usedAt: signupRequests.usedAt,
    })
    .from(signupRequests)
    .where(eq(signupRequests.tokenHash, tokenHash));
  return row;
}

/** Uses the link once: true only for the one caller that flips it from unused and unexpired. */
export async function consumeSignupRequest(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(signupRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(signupRequests.id, id),
        isNull(signupRequests.usedAt),
        gt(signupRequests.expiresAt, now),
      ),
    )
    .returning({ id: signupRequests.id });
  return rows.length === 1;
}

// --- invites ----------------------------------------------------------------------------------

export async function insertInvite(
  db: Executor,
  link: NewLink & { accountId: string; inviterUserId: string; inviteeEmail: string },
): Promise<void> {
  await db.insert(invites).values(link);
}

/** A new invite to the same address and account replaces the older, still open ones. */
export async function closeInvites(
  db: Executor,
  accountId: string,
  inviteeEmail: string,
  now: Date,
): Promise<void> {
  await db
    .update(invites)
    .set({ usedAt: now })
    .where(
      and(
        eq(invites.accountId, accountId),
        eq(invites.inviteeEmail, inviteeEmail),
        isNull(invites.usedAt),
      ),
    );
}

export async function findInvite(db: Executor, tokenHash: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select({
      id: invites.id,
      accountId: invites.accountId,
      accountName: accounts.name,
      inviterUserId: invites.inviterUserId,
      inviteeEmail: invites.inviteeEmail,
      expiresAt: invites.expiresAt,
      usedAt: invites.usedAt,
    })
    .from(invites)
    .innerJoin(accounts, eq(accounts.id, invites.accountId))
    .where(eq(invites.tokenHash, tokenHash));
  return row;
}

export async function consumeInvite(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.id, id), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

// --- password resets --------------------------------------------------------------------------

export async function insertPasswordReset(
  db: Executor,
  link: NewLink & { userId: string },
): Promise<void> {
  await db.insert(passwordResets).values(link);
}

export async function closePasswordResets(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function findPasswordReset(
  db: Executor,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

export async function consumePasswordReset(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}
