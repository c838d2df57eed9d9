import { rateLimited } from '../../lib/errors.ts';

/** Buckets one limiter keeps at most, unless told (about 100 bytes each). */
export const DEFAULT_MAX_BUCKETS = 100_000;

/**
 * A token bucket per key, in this process's memory: respondents must not need a database write to
 * be counted (the answer endpoint carries the load of every live survey). Behind a balancer each
 * process limits on its own, so the effective limit is this one times the processes: an accepted
 * trade (the limit is against floods, not a quota).
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
