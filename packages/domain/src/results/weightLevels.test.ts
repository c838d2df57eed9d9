import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Bitset } from './bitset.ts';
import { MAX_WEIGHT_LEVELS, weightLevels } from './weightLevels.ts';

const bits = (size: number) =>
  fc.array(fc.boolean(), { minLength: size, maxLength: size }).map((flags) => {
    const b = new Bitset(size);
    flags.forEach((on, n) => on && b.add(n));
    return b;
  });

describe('weighted counts by weight level', () => {
  test.prop([
    fc.integer({ min: 1, max: 300 }).chain((size) =>
      fc.tuple(
        bits(size),
        bits(size),
        fc.array(fc.constantFrom(0, 0.4, 0.85, 1, 1.3, 2.25), {
          minLength: size,
          maxLength: size,
        }),
      ),
    ),
  ])('equal the sum of the members’ weights', ([a, b, w]) => {
    const weights = Float64Array.from(w);
    const levels = weightLevels(weights, weights.length);
    expect(levels).not.toBeNull();
    const byLevels = (levels ?? []).reduce((s, l) => s + l.weight * a.andAndCount(b, l.members), 0);
    expect(byLevels).toBeCloseTo(a.andSumOf(b, weights), 9);
  });

  test.prop([fc.integer({ min: MAX_WEIGHT_LEVELS + 1, max: 100 })])(
    'are not kept when the weights have too many values',
    (distinct) => {
      const weights = Float64Array.from({ length: distinct }, (_, n) => 1 + n / 100);
      expect(weightLevels(weights, distinct)).toBeNull();
    },
  );
});
