/**
 * Generated raking samples for the property tests of `weights.ts` and `trimWeights.ts`: 1-3 quota
 * margins of 2-6 categories, samples drawn with realistic skews (each category over- or
 * under-represented) and a few uncategorised respondents. Shares are recounted with plain strings
 * and maps, not with the loop's indexes.
 */
import { fc } from '@fast-check/vitest';
import { seededRandom } from '../../random.ts';
import type { RakingMargin } from '../weights.ts';

/** 0.1 percentage point, the bar. */
export const POINT_TENTH = 0.001;

export interface MarginSpec {
  /** Relative target per category. */
  targets: number[];
  /** How much more (or less) often than its target the sample draws each category. */
  skews: number[];
}

export interface Sample {
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

export function sampleOf(
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

export const specs = (minTarget: number, maxSkew: number) =>
  fc.array(marginSpec(minTarget, maxSkew), { minLength: 1, maxLength: 3 });

/** |weighted share - target| per margin category, recounted from the strings. */
export function deviations(sample: Sample, weights: Float64Array): number[] {
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

export const mean = (w: Float64Array) => w.reduce((a, b) => a + b, 0) / w.length;
