/**
 * Raking on generated samples: 1-3 quota margins of 2-6 categories, samples drawn with realistic
 * skews (each category over- or under-represented by up to ~1.5x) and a few uncategorised
 * respondents. Shares are recounted here with plain strings and maps, not with the loop's indexes.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { seededRandom } from '../random.ts';
import { DEFAULT_RAKING_CAP, rakeWeights, type RakingMargin } from './weights.ts';

/** 0.1 percentage point, the bar. */
const POINT_TENTH = 0.001;

interface MarginSpec {
  /** Relative target per category. */
  targets: number[];
  /** How much more (or less) often than its target the sample draws each category. */
  skews: number[];
}

interface Sample {
  margins: RakingMargin[];
  rows: (string | null)[][];
}

function draw(weights: readonly number[], u: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = u * total;
  for (let c = 0; c < weights.length; c++) {
    x -= weights[c] as number;
    if (x < 0) return c;
  }
  return weights.length - 1;
}

const names = (m: number, k: number) => Array.from({ length: k }, (_, c) => `m${m}c${c}`);

/** Every combination of categories once, so that a raking solution always exists. */
function everyCell(specs: readonly MarginSpec[]): string[][] {
  return specs.reduce<string[][]>(
    (rows, spec, m) => rows.flatMap((row) => names(m, spec.targets.length).map((n) => [...row, n])),
    [[]],
  );
}

function sampleOf(
  specs: readonly MarginSpec[],
  size: number,
  seed: number,
  nullShare: number,
  withEveryCell: boolean,
): Sample {
  const rnd = seededRandom(seed);
  const margins = specs.map((spec, m) => {
    const total = spec.targets.reduce((a, b) => a + b, 0);
    const ids = names(m, spec.targets.length);
    return {
      id: `q${m}`,
      targets: new Map(ids.map((id, c) => [id, (spec.targets[c] as number) / total])),
    };
  });
  const rows: (string | null)[][] = withEveryCell ? everyCell(specs) : [];
  while (rows.length < size) {
    rows.push(
      specs.map((spec, m) => {
        if (rnd() < nullShare) return null;
        const odds = spec.targets.map((t, c) => t * (spec.skews[c] as number));
        return names(m, spec.targets.length)[draw(odds, rnd())] ?? null;
      }),
    );
  }
  return { margins, rows };
}

const marginSpec = (minTarget: number, maxSkew: number) =>
  fc.integer({ min: 2, max: 6 }).chain((k) =>
    fc.record({
      targets: fc.array(fc.integer({ min: minTarget, max: 100 }), { minLength: k, maxLength: k }),
      skews: fc.array(fc.double({ min: 1 / maxSkew, max: maxSkew, noNaN: true }), {
        minLength: k,
        maxLength: k,
      }),
    }),
  );

const specs = (minTarget: number, maxSkew: number) =>
  fc.array(marginSpec(minTarget, maxSkew), { minLength: 1, maxLength: 3 });

/** |weighted share - target| per margin category, recounted from the strings. */
function deviations(sample: Sample, weights: Float64Array): number[] {
  return sample.margins.flatMap((margin, m) => {
    const byCategory = new Map<string, number>();
    let total = 0;
    sample.rows.forEach((row, i) => {
      const category = row[m];
      if (category === null || category === undefined) return;
      byCategory.set(category, (byCategory.get(category) ?? 0) + (weights[i] as number));
      total += weights[i] as number;
    });
    return [...margin.targets].map(([category, target]) =>
      Math.abs((total > 0 ? (byCategory.get(category) ?? 0) / total : 0) - target),
    );
  });
}

const mean = (w: Float64Array) => w.reduce((a, b) => a + b, 0) / w.length;

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
