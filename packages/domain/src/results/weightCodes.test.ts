import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import { codedAndNotSum, codedSum, MAX_WEIGHT_CODES, weightCodes } from './weightCodes.ts';

/** Σ weight member by member, in ascending order: the floats the coded sums must equal. */
function plainSum(size: number, has: (n: number) => boolean, weights: Float64Array): number {
  let sum = 0;
  for (let n = 0; n < size; n++) if (has(n)) sum += weights[n] ?? 0;
  return sum;
}

const bits = (flags: readonly boolean[]) => {
  const b = new Bitset(flags.length);
  flags.forEach((on, n) => on && b.add(n));
  return b;
};

describe('weights by code (issue 40 §3)', () => {
  test.prop([
    fc.integer({ min: 0, max: 300 }).chain((size) =>
      fc.tuple(
        fc.array(fc.boolean(), { minLength: size, maxLength: size }),
        fc.array(fc.boolean(), { minLength: size, maxLength: size }),
        fc.array(fc.constantFrom(0, 0.4, 0.85, 1, 1.3, 2.25, 0.1 + 1 / 3, 7 / 9), {
          minLength: size,
          maxLength: size,
        }),
      ),
    ),
  ])('sum the same floats in the same order as the weights array', ([a, b, w]) => {
    const weights = Float64Array.from(w);
    const codes = weightCodes(weights);
    const size = weights.length;
    const x = bits(a);
    const y = bits(b);
    expect(codedSum(x, null, codes)).toBe(plainSum(size, (n) => x.has(n), weights));
    expect(codedSum(x, y, codes)).toBe(plainSum(size, (n) => x.has(n) && y.has(n), weights));
    expect(codedAndNotSum(x, y, codes)).toBe(plainSum(size, (n) => x.has(n) && !y.has(n), weights));
  });

  it('are made once per weights array and weigh NaN and numbers past the weights 0', () => {
    const weights = Float64Array.from([0.5, Number.NaN, 2]);
    const codes = weightCodes(weights);
    expect(weightCodes(weights)).toBe(codes);
    // Members past the weights (a bitmap grown further) add nothing.
    const members = bits([true, true, true, true, true]);
    expect(codedSum(members, null, codes)).toBe(2.5);
  });

  it('give each number its own code when the weights have too many values', () => {
    const size = MAX_WEIGHT_CODES + 10;
    const weights = Float64Array.from({ length: size }, (_, n) => 1 + n / size);
    const codes = weightCodes(weights);
    expect(codes.code).toBeInstanceOf(Uint32Array);
    const every = Bitset.full(size);
    const odd = bits(Array.from({ length: size }, (_, n) => n % 2 === 1));
    expect(codedSum(every, odd, codes)).toBe(plainSum(size, (n) => n % 2 === 1, weights));
  });
});
