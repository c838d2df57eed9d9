import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatLength } from './formatLength.ts';
import { medianLength, SPEEDER_MIN_COMPLETES, speeder, speederFlag } from './speeder.ts';

describe('speeder', () => {
  it('flags a complete under a third of the median, with a sentence', () => {
    expect(speeder(99_999, 300_000)).toBe(true);
    expect(speeder(100_000, 300_000)).toBe(false);
    expect(speeder(5_000, null)).toBe(false);
    expect(speeder(Number.NaN, 300_000)).toBe(false);
    expect(speederFlag(41_000, 180_000)).toEqual({
      reason: 'SPEEDER',
      detail: 'Took 41 s; a third of the median (3 min) is 1 min.',
    });
    expect(speederFlag(61_000, 180_000)).toBe(null);
    expect(formatLength(185_000)).toBe('3 min 5 s');
  });

  it('needs 10 completes before anyone has a median', () => {
    expect(medianLength(Array.from({ length: SPEEDER_MIN_COMPLETES - 1 }, () => 1000))).toBe(null);
    expect(medianLength([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(5.5);
    expect(medianLength([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100])).toBe(6);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 10, maxLength: 200 })])(
    'at most half of the completes are speeders, and never one at or above the median',
    (lengths) => {
      const median = medianLength(lengths)!;
      const fast = lengths.filter((l) => speeder(l, median));
      expect(fast.length).toBeLessThanOrEqual(lengths.length / 2);
      for (const l of fast) expect(l).toBeLessThan(median);
    },
  );
});
