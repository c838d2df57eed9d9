import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
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
