import { rateLimited } from '../../lib/errors.ts';

/**
 * A token bucket per key, in this process's memory: respondents must not need a database write to
 * be counted (the answer endpoint carries the load of every live survey). Behind a balancer each
 * process limits on its own, so the effective limit is this one times the processes: an accepted
 * trade (the limit is against floods, not a quota). Buckets idle for a minute are dropped.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`, or throws RATE_LIMITED with the seconds to wait. */
  take(key: string): void {
    const now = this.now();
    this.sweep(now);
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      throw rateLimited(Math.max(1, Math.ceil((1 - b.tokens) / this.perSecond)));
    }
    b.tokens -= 1;
    this.buckets.set(key, b);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, b] of this.buckets) if (now - b.at > 60_000) this.buckets.delete(key);
  }
}
