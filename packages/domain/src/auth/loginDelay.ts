/**
 * The per-account login delay. It does not care which address a guess comes from, so spreading
 * guesses over many IPs does not help. It is a growing delay, not a lock: after the free failures
 * each further attempt must wait longer after the previous failure, up to a cap. An attacker can
 * keep an account slowed down only by keeping on guessing (at most one guess per cap), and its
 * owner is never kept out for longer than the cap after the guessing stops.
 */
export const ACCOUNT_LOGIN_POLICY = {
  /** Failures within the window that cost nothing extra (the per-IP limit still applies). */
  freeFailures: 10,
  /** The wait after the last free failure; each further failure doubles it. */
  baseDelayMs: 30_000,
  /** The longest delay: also the longest an account's owner waits once an attack stops. */
  maxDelayMs: 15 * 60_000,
  /** Failures older than this no longer count. Longer than the cap, so waiting it out is slow. */
  windowMs: 24 * 60 * 60_000,
} as const;

export type AccountLoginPolicy = typeof ACCOUNT_LOGIN_POLICY;

/** How long after the latest failure the next attempt must wait, given the failures so far. */
export function accountLoginDelayMs(
  failures: number,
  policy: AccountLoginPolicy = ACCOUNT_LOGIN_POLICY,
): number {
  if (failures < policy.freeFailures) return 0;
  // Past ~30 doublings the cap has long been reached; stop before 2^n overflows precision.
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}

/**
 * Milliseconds an attempt made `sinceLastFailureMs` after the latest of `failures` recent failures
 * must still wait (0: it may go ahead).
 */
export function accountLoginWaitMs(
  failures: number,
  sinceLastFailureMs: number,
  policy: AccountLoginPolicy = ACCOUNT_LOGIN_POLICY,
): number {
  return Math.max(0, accountLoginDelayMs(failures, policy) - Math.max(0, sinceLastFailureMs));
}
