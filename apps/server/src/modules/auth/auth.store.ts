import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { accounts, passwordHistory, refreshTokens, users } from './auth.tables.ts';

export interface UserRow {
  id: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  tokenVersion: number;
}

export interface AccountRow {
  id: string;
  name: string;
  /** Numeric in SQL; converted here so that no string leaves the store. */
  markup: number;
}

const userColumns = {
  id: users.id,
  accountId: users.accountId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};

/** How many previous password hashes are kept (and checked on reset). */
export const PASSWORD_HISTORY_DEPTH = 10;

export async function findUserByEmail(
  db: Executor,
  email: string,
  opts: { forUpdate?: boolean } = {},
): Promise<UserRow | undefined> {
  const q = db.select(userColumns).from(users).where(eq(users.email, email));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** What a request's token check needs of its user, and whether the token's login was ended. */
export type TokenUser = Pick<UserRow, 'id' | 'accountId' | 'email' | 'tokenVersion'> & {
  sessionEnded: boolean;
};

function prepareTokenUser(db: Executor) {
  // A logout, a replayed refresh token or a reset revokes the family's rows; an index probe on
  // refresh_tokens_family_idx, in the same round trip as the user.
  const ended = sql<boolean>`exists (
    select 1 from ${refreshTokens}
     where ${refreshTokens.familyId} = ${sql.placeholder('session')}
       and ${refreshTokens.revokedAt} is not null)`;
  return db
    .select({
      id: users.id,
      accountId: users.accountId,
      email: users.email,
      tokenVersion: users.tokenVersion,
      sessionEnded: ended,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('token_user_by_id');
}

const tokenUserStatements = new WeakMap<Executor, ReturnType<typeof prepareTokenUser>>();

/**
 * The user an access token names, for the check every authenticated request makes: one prepared
 * statement per database handle (building the query each time cost ~0.1-0.3 ms a request).
 */
export async function findTokenUser(
  db: Executor,
  id: string,
  session: string,
): Promise<TokenUser | undefined> {
  let statement = tokenUserStatements.get(db);
  if (!statement) {
    statement = prepareTokenUser(db);
    tokenUserStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id, session });
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findUserInAccount(
  db: Executor,
  accountId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.email, email)));
  return row;
}

/** The addresses of the account's members who have set a password (signed up), oldest first. */
export async function memberEmailsOfAccount(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), sql`${users.passwordHash} IS NOT NULL`))
    .orderBy(users.createdAt);
  return rows.map((r) => r.email);
}

/** The account's signed-up members (password set), oldest first, with their ids and names. */
export async function membersOfAccount(
  db: Executor,
  accountId: string,
): Promise<{ id: string; email: string; firstName: string; lastName: string }[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.accountId, accountId), sql`${users.passwordHash} IS NOT NULL`))
    .orderBy(users.createdAt);
}

/** Which of these (normalised) addresses already belong to a user. */
export async function existingEmails(db: Executor, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

export async function insertUser(
  db: Executor,
  user: {
    accountId: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning(userColumns);
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Sets the first password of a user created by a sign-up request; undefined if one is set. */
export async function setFirstPassword(
  db: Executor,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, id), isNull(users.passwordHash)))
    .returning(userColumns);
  return row;
}

/** Replaces the password and bumps the token version, which invalidates older access tokens. */
export async function replacePassword(
  db: Executor,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

export async function insertAccount(db: Executor, name: string): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values({ name }).returning();
  if (!row) throw new Error('account insert returned no row');
  return { id: row.id, name: row.name, markup: Number(row.markup) };
}

export async function findAccount(db: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row && { id: row.id, name: row.name, markup: Number(row.markup) };
}

/** Appends a hash to the history and keeps only the newest PASSWORD_HISTORY_DEPTH. */
export async function addPasswordHistory(
  db: Executor,
  userId: string,
  hash: string,
  now: Date,
): Promise<void> {
  await db.insert(passwordHistory).values({ userId, hash, createdAt: now });
  const keep = db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(1)
    .offset(PASSWORD_HISTORY_DEPTH - 1);
  await db
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), lt(passwordHistory.id, sql`(${keep})`)));
}

export async function passwordHistoryOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.hash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_DEPTH);
  return rows.map((r) => r.hash);
}
