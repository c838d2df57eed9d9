import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimiter.ts';

describe('RateLimiter', () => {
  it('allows a burst, refuses beyond it, and refills over time per key', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 3, () => now);
    for (let i = 0; i < 3; i++) limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/Too many/);
    limiter.take('b');
    now += 500;
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/Too many/);
  });
});
