import { rateLimited } from '../../lib/errors.ts';

/** Buckets one limiter keeps at most, unless told (about 100 bytes each). */
export const DEFAULT_MAX_BUCKETS = 100_000;

/**
 * A cluster's limits as one node holds them: each rate and burst divided by the `nodes` sharing
 * the traffic, never below 1 (a bucket must hold a whole token: with more nodes than a limit's
 * value, the cluster allows one per node). The balancer spreads a client's calls and a session's pages
 * over the nodes round-robin, so N nodes each allowing 1/N let the cluster allow what one process
 * would (RESPONDENT_LIMIT_NODES; the balancer's stick table is the exact per-client limit,
 * docs/decisions/cross-node-state.md).
 */
export function perNode<K extends string>(
  limits: Readonly<Record<K, number>>,
  nodes: number,
): Record<K, number> {
  const n = Math.max(1, Math.floor(nodes));
  const entries = Object.entries(limits) as [K, number][];
  return Object.fromEntries(entries.map(([k, v]) => [k, Math.max(1, v / n)])) as Record<K, number>;
}

/**
 * A token bucket per key, in this process's memory: respondents must not need a database write to
 * be counted (the answer endpoint carries the load of every live survey). Behind a balancer each
 * process limits on its own, so it holds its share of the cluster's limit (`perNode`); the exact
 * per-client limit across nodes is the balancer's (the limit is against floods, not a quota).
 *
 * Memory is bounded: at most `maxBuckets` keys. A bucket that has refilled to its burst says
 * nothing a missing one would not, so those are dropped every minute; when the limiter is full, a
 * new key pushes out the least recently used one (O(1); it had the longest to refill, so it is the
 * likeliest to be full anyway; if not, its key starts again with a full burst, the price of a
 * bound). Callers take a key only for what they checked exists (a client address, a known
 * session), so made-up keys never fill it.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = 0;
  private readonly maxBuckets: number;
  private readonly now: () => number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    opts: { maxBuckets?: number; now?: () => number } = {},
  ) {
    this.maxBuckets = opts.maxBuckets ?? DEFAULT_MAX_BUCKETS;
    this.now = opts.now ?? Date.now;
  }

  /** Buckets held now. */
  get size(): number {
    return this.buckets.size;
  }

  /** Takes one token for `key`, or throws RATE_LIMITED with the seconds to wait. */
  take(key: string): void {
    const now = this.now();
    if (now - this.lastSweep >= 60_000) this.sweep(now);
    const held = this.buckets.get(key);
    const b = held ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    // Most recently used last: Map keeps insertion order, so the first key is the oldest.
    if (held) this.buckets.delete(key);
    else if (this.buckets.size >= this.maxBuckets) this.dropOldest();
    this.buckets.set(key, b);
    if (b.tokens < 1) throw rateLimited(Math.max(1, Math.ceil((1 - b.tokens) / this.perSecond)));
    b.tokens -= 1;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(key);
    }
  }

  private dropOldest(): void {
    const oldest = this.buckets.keys().next().value;
    if (oldest !== undefined) this.buckets.delete(oldest);
  }
}
