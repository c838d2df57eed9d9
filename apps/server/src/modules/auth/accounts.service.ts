import { normaliseEmail } from '@survey/domain/auth/email';
import type { Db, Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { accountNotFound, userNotFound } from './auth.errors.ts';
import {
  addPasswordHistory,
  findAccount,
  findUserByEmail,
  findUserInAccount,
  insertAccount,
  insertUser,
  memberEmailsOfAccount,
  membersOfAccount,
} from './auth.store.ts';
import { hashPassword } from '../../platform/passwordHash.ts';

/** A team member's name, by e-mail, within the caller's account only. */
export async function getUser(
  ctx: { db: Db },
  viewer: Viewer,
  emailAddress: string,
): Promise<{ firstName: string; lastName: string }> {
  const user = await findUserInAccount(ctx.db, viewer.accountId, normaliseEmail(emailAddress));
  if (!user) throw userNotFound();
  return { firstName: user.firstName, lastName: user.lastName };
}

/** The accounts of a user: callers may only ask about themselves. */
export async function listAccounts(
  ctx: { db: Db },
  viewer: Viewer,
  emailAddress: string,
): Promise<{ accountId: string; name: string; markup: number }[]> {
  if (normaliseEmail(emailAddress) !== viewer.email) throw userNotFound();
  const account = await findAccount(ctx.db, viewer.accountId);
  if (!account) throw accountNotFound();
  return [{ accountId: account.id, name: account.name, markup: account.markup }];
}

/**
 * The caller's account's price markup (`accounts.markup`): the only markup any price uses, whatever
 * a client sends (fieldwork README).
 */
export async function accountMarkupOf(ctx: { db: Executor }, viewer: Viewer): Promise<number> {
  const account = await findAccount(ctx.db, viewer.accountId);
  if (!account) throw accountNotFound();
  return account.markup;
}

/** An account's name; another account's id answers exactly like a missing one. */
export async function getAccount(
  ctx: { db: Db },
  viewer: Viewer,
  accountId: string,
): Promise<{ name: string }> {
  if (accountId !== viewer.accountId) throw accountNotFound();
  const account = await findAccount(ctx.db, accountId);
  if (!account) throw accountNotFound();
  return { name: account.name };
}

export interface ProvisionInput {
  email: string;
  firstName: string;
  lastName: string;
  accountName: string;
  password: string;
}

/**
 * Creates an account with one ready-to-use user unless the e-mail is taken (seeds and fixtures).
 * Returns the existing user's ids when it is.
 */
export async function provisionUser(
  ctx: { db: Db; clock: Clock },
  input: ProvisionInput,
): Promise<{ created: boolean; userId: string; accountId: string }> {
  const email = normaliseEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return { created: false, userId: existing.id, accountId: existing.accountId };
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const account = await insertAccount(tx, input.accountName);
    const user = await insertUser(tx, {
      accountId: account.id,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await addPasswordHistory(tx, user.id, passwordHash, ctx.clock());
    return { created: true, userId: user.id, accountId: account.id };
  });
}

/**
 * Where the system writes to an account about its surveys (field health's pause or stop): every
 * member who has signed up. No viewer: the caller acts for the system on one of the account's
 * surveys.
 */
export function accountMemberEmails(ctx: { db: Executor }, accountId: string): Promise<string[]> {
  return memberEmailsOfAccount(ctx.db, accountId);
}

/** A member of an account as the comments module names and e-mails them. */
export interface AccountMember {
  id: string;
  name: string;
  email: string;
}

/**
 * The signed-up members of the viewer's own account (the comments' mention picker and mention
 * e-mails); never another account's.
 */
export async function accountMembers(
  ctx: { db: Executor },
  viewer: Pick<Viewer, 'accountId'>,
): Promise<AccountMember[]> {
  const rows = await membersOfAccount(ctx.db, viewer.accountId);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim() || r.email,
    email: r.email,
  }));
}
