/**
 * Raking with trimming (issue 38 §5): a cap and a floor on the weights relative to the mean, on
 * generated samples (`testing/rakingSamples.ts`).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { trimWeights } from './trimWeights.ts';
import { rakeWeights } from './weights.ts';
import { deviations, mean, POINT_TENTH, sampleOf, specs } from './testing/rakingSamples.ts';

/** Float slack on a bound (the weights are products of many scalings). */
const SLACK = 1e-9;

const kish = (w: Float64Array) => {
  const sum = w.reduce((a, b) => a + b, 0);
  const squares = w.reduce((a, b) => a + b * b, 0);
  return (sum * sum) / (w.length * squares);
};

describe('rakeWeights with a cap and a floor', () => {
  test.prop(
    [
      specs(1, 4),
      fc.integer({ min: 1, max: 600 }),
      fc.integer(),
      fc.constantFrom(0, 0.03),
      fc.constantFrom(1, 1.5, 2, 5, 10),
      fc.constantFrom(0.05, 0.2, 0.5, 0.9, 1),
    ],
    { numRuns: 80 },
  )(
    'any sample: every weight within [floor, cap], mean 1, efficiency in (0, 1] and Kish',
    (spec, size, seed, nullShare, cap, floor) => {
      const sample = sampleOf(spec, size, seed, nullShare, false);
      const result = rakeWeights(sample.margins, sample.rows, { cap, floor });
      expect(mean(result.weights)).toBeCloseTo(1, 9);
      expect(Math.max(...result.weights)).toBeLessThanOrEqual(cap + SLACK);
      expect(Math.min(...result.weights)).toBeGreaterThanOrEqual(floor - SLACK);
      expect(result.efficiency).toBeGreaterThan(0);
      expect(result.efficiency).toBeLessThanOrEqual(1);
      expect(result.efficiency).toBeCloseTo(Math.min(1, kish(result.weights)), 12);
      const worst = Math.max(...deviations(sample, result.weights));
      expect(result.maxDeviation).toBeCloseTo(worst, 9);
      if (result.converged) expect(worst).toBeLessThanOrEqual(POINT_TENTH);
    },
  );

  test.prop([specs(10, 1.5), fc.integer({ min: 1000, max: 3000 }), fc.integer()], {
    numRuns: 30,
  })(
    'feasible targets (every cell present, mild skews) with cap 5 and floor 0.2: every target met',
    (spec, size, seed) => {
      const sample = sampleOf(spec, size, seed, 0.02, true);
      const result = rakeWeights(sample.margins, sample.rows, { cap: 5, floor: 0.2 });
      expect(result.converged).toBe(true);
      for (const d of deviations(sample, result.weights))
        expect(d).toBeLessThanOrEqual(POINT_TENTH);
    },
  );

  test('a floor of 0 trims as before: the cap alone', () => {
    const sample = sampleOf([{ targets: [80, 20], skews: [0.3, 3] }], 500, 7, 0, true);
    const capOnly = rakeWeights(sample.margins, sample.rows, { cap: 2 });
    const floorZero = rakeWeights(sample.margins, sample.rows, { cap: 2, floor: 0 });
    expect([...floorZero.weights]).toEqual([...capOnly.weights]);
  });

  test('a floor outside 0..1 is refused', () => {
    const sample = sampleOf([{ targets: [50, 50], skews: [1, 1] }], 10, 1, 0, true);
    expect(() => rakeWeights(sample.margins, sample.rows, { floor: 1.5 })).toThrow(/floor/);
    expect(() => rakeWeights(sample.margins, sample.rows, { floor: -0.1 })).toThrow(/floor/);
  });
});

describe('trimWeights', () => {
  test.prop(
    [
      fc.array(fc.double({ min: 0.001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 300 }),
      fc.double({ min: 1, max: 20, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ],
    { numRuns: 200 },
  )('within [floor, cap], mean 1, order kept', (values, cap, floor) => {
    const w = Float64Array.from(values);
    trimWeights(w, floor, cap);
    expect(mean(w)).toBeCloseTo(1, 9);
    for (let i = 0; i < w.length; i++) {
      expect(w[i]).toBeLessThanOrEqual(cap + SLACK);
      expect(w[i]).toBeGreaterThanOrEqual(floor - SLACK);
      for (let j = 0; j < w.length; j++) {
        if ((values[i] as number) < (values[j] as number)) {
          expect(w[i]).toBeLessThanOrEqual((w[j] as number) + SLACK);
        }
      }
    }
  });

  test('weights within bounds are only scaled to mean 1', () => {
    const w = Float64Array.from([2, 4, 6]);
    trimWeights(w, 0.2, 5);
    expect([...w]).toEqual([0.5, 1, 1.5]);
  });

  test('one outlier: capped, the rest share what it gave up', () => {
    const w = Float64Array.from([1, 1, 1, 97]);
    trimWeights(w, 0.2, 2);
    expect(w[3]).toBeCloseTo(2, 12);
    for (const i of [0, 1, 2]) expect(w[i]).toBeCloseTo(2 / 3, 12);
  });
});
