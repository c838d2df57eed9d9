import { accountLoginWaitMs, ACCOUNT_LOGIN_POLICY } from '@survey/domain/auth/loginDelay';
import { and, asc, count, eq, gt, lte, max, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimited } from '../../lib/errors.ts';
import { authAttempts } from './auth.tables.ts';

export interface ThrottleRule {
  kind: string;
  limit: number;
  windowMs: number;
}

export const LOGIN_FAILURES: ThrottleRule = { kind: 'login', limit: 10, windowMs: 15 * 60_000 };
export const RESET_PER_EMAIL: ThrottleRule = { kind: 'reset-email', limit: 5, windowMs: 3_600_000 };
export const RESET_PER_IP: ThrottleRule = { kind: 'reset-ip', limit: 5, windowMs: 3_600_000 };
export const ACCESS_PER_EMAIL: ThrottleRule = {
  kind: 'access-email',
  limit: 5,
  windowMs: 3_600_000,
};
/** Access requests per client (IP, IPv6 /64) an hour; the limit is SIGNUP_REQUESTS_PER_IP_HOUR. */
export function accessPerIp(limit: number): ThrottleRule {
  return { kind: 'access-ip', limit, windowMs: 3_600_000 };
}
/**
 * Failed logins per client (IP, IPv6 /64) an hour over every e-mail together: LOGIN_FAILURES
 * counts per e-mail + client, so without this one address could try a password against any
 * number of accounts (spraying) or probe which e-mails have one, an argon2 hash per try. The
 * limit is LOGIN_FAILURES_PER_IP_HOUR; an office behind NAT shares it.
 */
export function loginPerClient(limit: number): ThrottleRule {
  return { kind: 'login-client', limit, windowMs: 3_600_000 };
}
/** Failed logins per account, from any address: beyond `limit`, the domain's growing delay. */
export const LOGIN_PER_ACCOUNT: ThrottleRule = {
  kind: 'login-account',
  limit: ACCOUNT_LOGIN_POLICY.freeFailures,
  windowMs: ACCOUNT_LOGIN_POLICY.windowMs,
};

export interface Attempt {
  rule: ThrottleRule;
  key: string;
  id: number;
}

async function countSince(db: Db, rule: ThrottleRule, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.kind, rule.kind), eq(authAttempts.key, key), gt(authAttempts.at, since)),
    );
  return row?.n ?? 0;
}

/** Seconds until enough attempts leave the window for one more to be allowed. */
async function retryAfter(db: Db, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const n = await countSince(db, rule, key, since);
  const [row] = await db
    .select({ at: authAttempts.at })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.kind, rule.kind), eq(authAttempts.key, key), gt(authAttempts.at, since)),
    )
    .orderBy(asc(authAttempts.at))
    .offset(Math.max(0, n - rule.limit))
    .limit(1);
  const freeAt = (row?.at.getTime() ?? now.getTime()) + rule.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Counts an attempt before the work is done, then checks the window. Recording first (rather than
 * check-then-record) keeps the limit exact under parallel requests: the n-th concurrent attempt
 * always sees at least n rows. A refused attempt removes its own row so that it does not extend
 * the lock-out. Throws RATE_LIMITED (429 with Retry-After).
 */
export async function recordAttempts(
  db: Db,
  checks: { rule: ThrottleRule; key: string }[],
  now: Date,
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (const { rule, key } of checks) {
    await db
      .delete(authAttempts)
      .where(
        and(
          eq(authAttempts.kind, rule.kind),
          eq(authAttempts.key, key),
          lte(authAttempts.at, new Date(now.getTime() - rule.windowMs)),
        ),
      );
    const [row] = await db
      .insert(authAttempts)
      .values({ kind: rule.kind, key, at: now })
      .returning({ id: authAttempts.id });
    if (row) attempts.push({ rule, key, id: row.id });
  }
  for (const { rule, key } of attempts) {
    const n = await countSince(db, rule, key, new Date(now.getTime() - rule.windowMs));
    if (n > rule.limit) {
      await forgetAttempts(db, attempts);
      throw rateLimited(await retryAfter(db, rule, key, now));
    }
  }
  return attempts;
}

/** Removes these attempts (a refused or not-to-be-counted one). */
export async function forgetAttempts(db: Db, attempts: Attempt[]): Promise<void> {
  for (const a of attempts) await db.delete(authAttempts).where(eq(authAttempts.id, a.id));
}

/** Clears a key's history, e.g. failed logins after a successful one. */
export async function clearAttempts(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.kind, rule.kind), eq(authAttempts.key, key)));
}

/**
 * The per-account growing delay (packages/domain/src/auth/loginDelay.ts), whatever address the
 * attempt comes from. Like recordAttempts, the attempt is recorded as a failure before the
 * password is checked (a success clears it); checking and recording run under a per-account
 * advisory lock, so that a burst of parallel guesses cannot all slip through when a delay ends.
 * A refused attempt is not recorded, so hammering during a delay does not lengthen it.
 */
export async function recordAccountLoginAttempt(
  db: Db,
  account: string,
  now: Date,
): Promise<Attempt> {
  const rule = LOGIN_PER_ACCOUNT;
  const since = new Date(now.getTime() - rule.windowMs);
  const match = and(eq(authAttempts.kind, rule.kind), eq(authAttempts.key, account));
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.kind}|${account}`}, 0))`,
    );
    await tx.delete(authAttempts).where(and(match, lte(authAttempts.at, since)));
    const [recent] = await tx
      .select({ n: count(), last: max(authAttempts.at) })
      .from(authAttempts)
      .where(match);
    const failures = recent?.n ?? 0;
    const last = recent?.last ? new Date(recent.last).getTime() : now.getTime();
    const waitMs = accountLoginWaitMs(failures, now.getTime() - last);
    if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
    const [row] = await tx
      .insert(authAttempts)
      .values({ kind: rule.kind, key: account, at: now })
      .returning({ id: authAttempts.id });
    if (!row) throw new Error('auth_attempts insert returned no row');
    return { rule, key: account, id: row.id };
  });
}

/**
 * Every kind of attempt of this module and how long a row of it counts (per-limit rules: any
 * limit). Other modules' rules in the same table (chat posts) are added by the sweep's caller.
 */
export const AUTH_THROTTLES: readonly ThrottleRule[] = [
  LOGIN_FAILURES,
  RESET_PER_EMAIL,
  RESET_PER_IP,
  ACCESS_PER_EMAIL,
  accessPerIp(1),
  loginPerClient(1),
  LOGIN_PER_ACCOUNT,
];

/**
 * Deletes the attempts of `rules` that no longer count. recordAttempts prunes only the key it is
 * asked about, so the rows of keys never tried again (every address and e-mail of a spraying run)
 * would stay for good. A kind not in `rules` is kept for their longest window. Returns the count.
 */
export async function sweepAuthAttempts(
  db: Db,
  now: Date,
  rules: readonly ThrottleRule[],
): Promise<number> {
  let deleted = 0;
  const before = (windowMs: number) => lte(authAttempts.at, new Date(now.getTime() - windowMs));
  for (const rule of rules) {
    const rows = await db
      .delete(authAttempts)
      .where(and(eq(authAttempts.kind, rule.kind), before(rule.windowMs)))
      .returning({ id: authAttempts.id });
    deleted += rows.length;
  }
  const longestWindowMs = Math.max(...rules.map((r) => r.windowMs));
  const unknown = await db
    .delete(authAttempts)
    .where(
      and(
        notInArray(
          authAttempts.kind,
          rules.map((r) => r.kind),
        ),
        before(longestWindowMs),
      ),
    )
    .returning({ id: authAttempts.id });
  return deleted + unknown.length;
}
