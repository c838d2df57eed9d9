import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { perNode, RateLimiter } from './rateLimiter.ts';

describe('RateLimiter', () => {
  it('allows a burst, refuses beyond it, and refills over time per key', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 3, { now: () => now });
    for (let i = 0; i < 3; i++) limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/Too many/);
    limiter.take('b');
    now += 500;
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/Too many/);
  });

  it('holds at most its bound of buckets, however many keys come, pushing out the oldest', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 2, { maxBuckets: 100, now: () => now });
    limiter.take('busy');
    limiter.take('busy');
    for (let i = 0; i < 10_000; i++) {
      limiter.take(`key-${i}`);
      if (i % 50 === 0) expect(() => limiter.take('busy')).toThrow(/Too many/);
    }
    expect(limiter.size).toBe(100);
    // 'busy' stayed because it kept being used; the first of the many keys was pushed out.
    expect(() => limiter.take('busy')).toThrow(/Too many/);
    limiter.take('key-0');
    limiter.take('key-0');
    now += 60_000;
    limiter.take('after');
    // A minute on, every bucket has refilled: all but the one just taken are dropped.
    expect(limiter.size).toBe(1);
  });

  it('on N nodes sharing a client round-robin, allows the client what one process would', () => {
    let now = 0;
    const cluster = { perSecond: 3, burst: 30 };
    const single = new RateLimiter(cluster.perSecond, cluster.burst, { now: () => now });
    const share = perNode(cluster, 3);
    const nodes = [0, 1, 2].map(
      () => new RateLimiter(share.perSecond, share.burst, { now: () => now }),
    );
    const allowed = (take: (i: number) => void, calls: number) => {
      let ok = 0;
      for (let i = 0; i < calls; i++) {
        try {
          take(i);
          ok += 1;
        } catch {
          // refused: RATE_LIMITED
        }
      }
      return ok;
    };
    expect(allowed(() => single.take('client'), 60)).toBe(30);
    expect(allowed((i) => nodes[i % 3]?.take('client'), 60)).toBe(30);
    // Refilled over 5 s at the cluster's rate, spread over the nodes as well.
    now += 5_000;
    expect(allowed(() => single.take('client'), 60)).toBe(15);
    expect(allowed((i) => nodes[i % 3]?.take('client'), 60)).toBe(15);
  });
});

describe('perNode', () => {
  it('divides every rate and burst by the nodes, never below 1, and leaves one node as it was', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.integer({ min: 1, max: 64 }),
        (limit, nodes) => {
          const { a } = perNode({ a: limit }, nodes);
          expect(a).toBe(Math.max(1, limit / nodes));
          expect(a * nodes).toBeGreaterThanOrEqual(Math.min(limit, nodes));
        },
      ),
    );
    expect(perNode({ startsPerSecond: 20, startsBurst: 100 }, 1)).toEqual({
      startsPerSecond: 20,
      startsBurst: 100,
    });
    expect(perNode({ x: 5 }, 0)).toEqual({ x: 5 });
  });
});
