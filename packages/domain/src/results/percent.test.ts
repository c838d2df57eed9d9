import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShare, percentOf } from './percent.ts';

describe('formatShare', () => {
  it('writes whole and rounded shares alike, with one decimal', () => {
    expect(formatShare(percentOf(63, 100))).toBe('63.0%');
    expect(formatShare(percentOf(4, 9))).toBe('44.4%');
    expect(formatShare(100)).toBe('100.0%');
    expect(formatShare(0)).toBe('0.0%');
  });

  it('gives every share of a count one decimal and the value percentOf computed', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (count, extra) => {
        const share = percentOf(count, count + extra);
        const text = formatShare(share);
        expect(text).toMatch(/^\d{1,3}\.\d%$/);
        expect(Number(text.slice(0, -1))).toBe(share);
      }),
    );
  });
});
