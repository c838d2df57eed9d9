/** Raking on generated samples (`testing/rakingSamples.ts`). */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { DEFAULT_RAKING_CAP, rakeWeights } from './weights.ts';
import { deviations, mean, POINT_TENTH, sampleOf, specs } from './testing/rakingSamples.ts';

describe('rakeWeights on generated samples', () => {
  test.prop(
    [
      specs(1, 3),
      fc.integer({ min: 1, max: 800 }),
      fc.integer(),
      fc.constantFrom(0, 0.03),
      fc.constantFrom(undefined, 1.5, 3, 10),
    ],
    { numRuns: 60 },
  )(
    'any sample: mean 1, never above the cap, efficiency in (0, 1], converged only when every target is met',
    (spec, size, seed, nullShare, cap) => {
      const sample = sampleOf(spec, size, seed, nullShare, false);
      const result = rakeWeights(sample.margins, sample.rows, cap === undefined ? {} : { cap });
      const limit = cap ?? DEFAULT_RAKING_CAP;
      expect(result.weights).toHaveLength(sample.rows.length);
      expect(mean(result.weights)).toBeCloseTo(1, 9);
      expect(Math.max(...result.weights)).toBeLessThanOrEqual(limit);
      expect(Math.min(...result.weights)).toBeGreaterThan(0);
      expect(result.efficiency).toBeGreaterThan(0);
      expect(result.efficiency).toBeLessThanOrEqual(1);
      const worst = Math.max(...deviations(sample, result.weights));
      expect(result.maxDeviation).toBeCloseTo(worst, 9);
      if (result.converged) expect(worst).toBeLessThanOrEqual(POINT_TENTH);
    },
  );

  test.prop([specs(10, 1.5), fc.integer({ min: 1000, max: 3000 }), fc.integer()], { numRuns: 40 })(
    'realistic skews with the default cap: weighted marginals within 0.1 point of every target',
    (spec, size, seed) => {
      const sample = sampleOf(spec, size, seed, 0.02, true);
      const result = rakeWeights(sample.margins, sample.rows);
      expect(result.converged).toBe(true);
      for (const d of deviations(sample, result.weights))
        expect(d).toBeLessThanOrEqual(POINT_TENTH);
    },
  );

  test.prop([specs(1, 4), fc.integer({ min: 300, max: 1500 }), fc.integer()], { numRuns: 30 })(
    'strong skews without a cap: a solution exists, so the rake reaches it',
    (spec, size, seed) => {
      const sample = sampleOf(spec, size, seed, 0, true);
      const result = rakeWeights(sample.margins, sample.rows, { cap: Number.POSITIVE_INFINITY });
      expect(result.converged).toBe(true);
      for (const d of deviations(sample, result.weights))
        expect(d).toBeLessThanOrEqual(POINT_TENTH);
    },
  );

  test.prop([specs(1, 3), fc.integer({ min: 1, max: 500 }), fc.integer()], { numRuns: 30 })(
    'respondents in the same categories get the same weight, and a rerun the same weights',
    (spec, size, seed) => {
      const sample = sampleOf(spec, size, seed, 0.05, false);
      const result = rakeWeights(sample.margins, sample.rows);
      const byRow = new Map<string, number>();
      sample.rows.forEach((row, i) => {
        const key = JSON.stringify(row);
        const seen = byRow.get(key);
        if (seen === undefined) byRow.set(key, result.weights[i] as number);
        else expect(result.weights[i]).toBe(seen);
      });
      expect([...rakeWeights(sample.margins, sample.rows).weights]).toEqual([...result.weights]);
    },
  );

  test.prop([fc.integer({ min: 0, max: 2000 })])('no quotas: weight 1 for everyone', (size) => {
    const result = rakeWeights(
      [],
      Array.from({ length: size }, () => []),
    );
    expect(result.weights.every((w) => w === 1)).toBe(true);
    expect(result.converged).toBe(true);
    expect(result.efficiency).toBe(1);
  });
});
