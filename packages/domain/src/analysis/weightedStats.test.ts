import { describe, expect, it } from 'vitest';
import { effectiveBase, weightedMeanVariance } from './weightedStats.ts';

const sums = (values: readonly number[], weights: readonly number[]) => {
  let sumW = 0;
  let sumW2 = 0;
  let sumWX = 0;
  let sumWX2 = 0;
  values.forEach((x, i) => {
    const w = weights[i] as number;
    sumW += w;
    sumW2 += w * w;
    sumWX += w * x;
    sumWX2 += w * x * x;
  });
  return { sumW, sumW2, sumWX, sumWX2 };
};

describe('effectiveBase', () => {
  it('is n for equal weights and (sum w)^2 / sum w^2 otherwise', () => {
    expect(effectiveBase(50, 50)).toBe(50);
    // Weights 2, 1, 1: 16 / 6.
    expect(effectiveBase(4, 6)).toBeCloseTo(8 / 3, 14);
    // Half the sample at weight 3, half at 1 (n = 100): 200^2 / 500 = 80.
    expect(effectiveBase(200, 500)).toBe(80);
  });

  it('is 0 without any weight', () => {
    expect(effectiveBase(0, 0)).toBe(0);
  });
});

describe('weightedMeanVariance', () => {
  it('is the plain mean and (n - 1) sample variance with unit weights', () => {
    const x = [2, 4, 4, 4, 5, 5, 7, 9];
    const s = sums(
      x,
      x.map(() => 1),
    );
    // Mean 5; squared deviations sum to 32: sample variance 32 / 7.
    const r = weightedMeanVariance(s.sumW, s.sumWX, s.sumWX2, effectiveBase(s.sumW, s.sumW2));
    expect(r.mean).toBe(5);
    expect(r.variance).toBeCloseTo(32 / 7, 12);
  });

  it('weights the mean and corrects the variance with the effective base', () => {
    // x = 1 at weight 3, x = 5 at weight 1: mean 2, population variance (3 + 9) / 4 = 3;
    // effective base 16 / 10 = 1.6, so variance 3 * 1.6 / 0.6 = 8.
    const s = sums([1, 5], [3, 1]);
    const r = weightedMeanVariance(s.sumW, s.sumWX, s.sumWX2, effectiveBase(s.sumW, s.sumW2));
    expect(r.mean).toBe(2);
    expect(r.variance).toBeCloseTo(8, 12);
  });

  it('never gives a negative variance, and 0 when undefined', () => {
    const s = sums([0.1, 0.1, 0.1], [0.7, 1.3, 0.9]);
    expect(weightedMeanVariance(s.sumW, s.sumWX, s.sumWX2, 2.9).variance).toBeGreaterThanOrEqual(0);
    expect(weightedMeanVariance(0, 0, 0, 0)).toEqual({ mean: 0, variance: 0 });
    expect(weightedMeanVariance(2, 6, 18, 1).variance).toBe(0);
  });
});
