import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimiter.ts';

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
});
