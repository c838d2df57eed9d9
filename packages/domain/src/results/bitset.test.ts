import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Bitset, popcount32 } from './bitset.ts';

const members = fc.uniqueArray(fc.integer({ min: 0, max: 2000 }), { maxLength: 300 });
const bitsetOf = (xs: number[]) => {
  const b = new Bitset();
  for (const x of xs) b.add(x);
  return b;
};

describe('Bitset', () => {
  it('counts the bits of a word', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(0x80000001)).toBe(2);
  });

  it('holds exactly 0..n-1 when full', () => {
    for (const n of [0, 1, 31, 32, 33, 100]) {
      const b = Bitset.full(n);
      expect(b.count()).toBe(n);
      expect([...b]).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });

  test.prop([members, members])(
    'membership, union, intersection and counts agree with a Set',
    (xs, ys) => {
      const a = bitsetOf(xs);
      const b = bitsetOf(ys);
      const inBoth = xs.filter((x) => ys.includes(x));
      const inEither = [...new Set([...xs, ...ys])].sort((p, q) => p - q);
      expect([...a]).toEqual([...xs].sort((p, q) => p - q));
      expect(a.count()).toBe(xs.length);
      expect(a.andCount(b)).toBe(inBoth.length);
      expect([...a.clone().orInPlace(b)]).toEqual(inEither);
      expect([...a.clone().andInPlace(b)]).toEqual(inBoth.sort((p, q) => p - q));
      // Counts kept by add() and recounted after in-place operations.
      expect(a.clone().orInPlace(b).count()).toBe(inEither.length);
      expect(a.clone().andInPlace(b).count()).toBe(inBoth.length);
      const again = bitsetOf([...xs, ...xs]);
      expect(again.count()).toBe(xs.length);
      for (const y of ys) expect(a.has(y)).toBe(xs.includes(y));
      // sumOf reads each member's value once and skips NaN.
      const values = Array.from({ length: 2001 }, (_, i) => (i % 7 === 0 ? Number.NaN : i));
      const expected = xs.filter((x) => x % 7 !== 0).reduce((n, x) => n + x, 0);
      expect(a.sumOf(values)).toBe(expected);
      const bothSum = inBoth.filter((x) => x % 7 !== 0).reduce((n, x) => n + x, 0);
      expect(a.andSumOf(b, values)).toBe(bothSum);
      // delete() removes exactly one member and keeps the count.
      const less = a.clone();
      for (const y of ys) less.delete(y);
      expect([...less]).toEqual(xs.filter((x) => !ys.includes(x)).sort((p, q) => p - q));
      expect(less.count()).toBe(xs.filter((x) => !ys.includes(x)).length);
      // The operations never change their argument or the original.
      expect(b.count()).toBe(ys.length);
      expect(a.count()).toBe(xs.length);
    },
  );

  test.prop([members, members, fc.integer({ min: 1, max: 1000 })])(
    'weighted sums over an intersection equal sums over the members of a Set',
    (xs, ys, seed) => {
      const a = bitsetOf(xs);
      const b = bitsetOf(ys);
      // Weights end before the largest member: a number past them weighs 0.
      const weights = Array.from({ length: 1900 }, (_, i) => ((i * seed) % 13) / 4);
      const w = (i: number) => weights[i] ?? 0;
      const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 8);
      const inBoth = xs.filter((x) => ys.includes(x));
      close(
        a.andSumOf(b, weights),
        inBoth.reduce((n, x) => n + w(x), 0),
      );
    },
  );
});
