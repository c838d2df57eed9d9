/**
 * Properties of the significance statistics on generated columns: antisymmetry of the tests and
 * the letters, p-values in [0, 1], the small-base rule, and that only the shape of the weights
 * matters (multiplying every weight by a constant changes no letter).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { SMALL_BASE } from '../results/analysisContract.ts';
import {
  bannerLetters,
  columnLetters,
  meanLetters,
  meanT,
  normalTwoSidedP,
  proportionLetters,
  proportionZ,
  studentTwoSidedP,
  type MeanColumn,
  type ProportionColumn,
} from './significance.ts';
import { effectiveBase, weightedMeanVariance } from './weightedStats.ts';

// fast-check's doubles crowd at the ends of their range (0, the bounds, tiny values); whole
// numbers scaled down spread over it, as real bases and shares do.
const fraction = (steps: number) => fc.integer({ min: 0, max: steps }).map((k) => k / steps);

/** A column as the crosstab sees it: any share of any base, an effective base up to the base;
 *  half of the bases near SMALL_BASE, where the small-base rule bites. */
const proportionColumn: fc.Arbitrary<ProportionColumn> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 2 * SMALL_BASE }), fc.integer({ min: 0, max: 5000 })),
    fraction(1000),
    fraction(1000),
    fc.boolean(),
  )
  .map(([base, share, efficiency, unweighted]) => ({
    base,
    count: Math.round(base * share),
    effectiveBase: unweighted ? base : base * efficiency,
  }));

const meanColumn: fc.Arbitrary<MeanColumn> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 2 * SMALL_BASE }), fc.integer({ min: 0, max: 5000 })),
    fc.integer({ min: -1000, max: 1000 }),
    fc.integer({ min: 0, max: 10000 }),
  )
  .map(([n, mean, variance]) => ({ n, mean: mean / 10, variance: variance / 10 }));

/** A weighted respondent of a column: weight 0.1..8, in the row or not, a slider answer. */
const respondent = fc.tuple(
  fc.integer({ min: 10, max: 800 }).map((w) => w / 100),
  fc.boolean(),
  fc.integer({ min: 0, max: 10 }),
);
const weightedColumns = fc.array(fc.array(respondent, { minLength: 0, maxLength: 150 }), {
  minLength: 2,
  maxLength: 7,
});

type Respondent = [number, boolean, number];

/** What the results index sums per column, the weights multiplied by `scale`. */
function columnSums(people: readonly Respondent[], scale: number) {
  let sumW = 0;
  let sumW2 = 0;
  let count = 0;
  let sumWX = 0;
  let sumWX2 = 0;
  for (const [weight, inRow, x] of people) {
    const w = weight * scale;
    sumW += w;
    sumW2 += w * w;
    if (inRow) count += w;
    sumWX += w * x;
    sumWX2 += w * x * x;
  }
  const n = effectiveBase(sumW, sumW2);
  const proportion: ProportionColumn = { count, base: sumW, effectiveBase: n };
  const mean: MeanColumn = { n, ...weightedMeanVariance(sumW, sumWX, sumWX2, n) };
  return { proportion, mean };
}

/** Which column shows which other's letter: [shower, shown, upper case]. */
function marks(letterRows: readonly string[], letters: readonly string[]): [number, number][] {
  const found: [number, number][] = [];
  letterRows.forEach((row, i) => {
    letters.forEach((letter, j) => {
      if (row.includes(letter) || row.includes(letter.toLowerCase())) found.push([i, j]);
    });
  });
  return found;
}

describe('the tests', () => {
  test.prop([proportionColumn, proportionColumn])('z(a, b) = -z(b, a), finite', (a, b) => {
    const z = proportionZ(a, b);
    expect(Number.isFinite(z)).toBe(true);
    expect(z === -proportionZ(b, a)).toBe(true);
    expect(normalTwoSidedP(z)).toBe(normalTwoSidedP(proportionZ(b, a)));
  });

  test.prop([meanColumn, meanColumn])('t(a, b) = -t(b, a) with the same df and p', (a, b) => {
    const ab = meanT(a, b);
    const ba = meanT(b, a);
    expect(ab.t === -ba.t).toBe(true);
    expect(ab.df).toBe(ba.df);
    expect(ab.p).toBe(ba.p);
    expect(ab.p >= 0 && ab.p <= 1).toBe(true);
  });

  test.prop([fc.double(), fc.double(), fc.double({ min: -10, max: 1e6 })])(
    'p-values are in [0, 1] for any statistic, and shrink as |z| or |t| grows',
    (s1, s2, df) => {
      const [small, large] = Math.abs(s1) <= Math.abs(s2) ? [s1, s2] : [s2, s1];
      for (const p of [normalTwoSidedP, (s: number) => studentTwoSidedP(s, df)]) {
        expect(p(s1) >= 0 && p(s1) <= 1).toBe(true);
        if (!Number.isNaN(small) && !Number.isNaN(large)) {
          expect(p(small)).toBeGreaterThanOrEqual(p(large) - 1e-15);
        }
      }
    },
  );
});

describe('the letters', () => {
  const columns = (min: number) => fc.array(proportionColumn, { minLength: min, maxLength: 12 });

  test.prop([columns(0)])('never both: A higher than B and B higher than A', (cols) => {
    const letters = columnLetters(cols.length);
    const found = marks(proportionLetters(cols, letters), letters);
    const pairs = new Set(found.map(([i, j]) => `${i}>${j}`));
    for (const [i, j] of found) {
      expect(i).not.toBe(j);
      expect(pairs.has(`${j}>${i}`)).toBe(false);
    }
  });

  test.prop([columns(1)])(
    'a column below SMALL_BASE shows no letter and its letter is never shown',
    (cols) => {
      const letters = columnLetters(cols.length);
      const rows = proportionLetters(cols, letters);
      for (const [i, j] of marks(rows, letters)) {
        expect((cols[i] as ProportionColumn).effectiveBase).toBeGreaterThanOrEqual(SMALL_BASE);
        expect((cols[j] as ProportionColumn).effectiveBase).toBeGreaterThanOrEqual(SMALL_BASE);
      }
      cols.forEach((c, i) => {
        if (c.effectiveBase < SMALL_BASE) expect(rows[i]).toBe('');
      });
    },
  );

  test.prop([columns(2)])(
    'a letter sits on the higher column, upper case exactly when p < 0.05',
    (cols) => {
      const letters = columnLetters(cols.length);
      const rows = proportionLetters(cols, letters);
      for (const [i, j] of marks(rows, letters)) {
        const p = normalTwoSidedP(
          proportionZ(cols[i] as ProportionColumn, cols[j] as ProportionColumn),
        );
        expect((rows[i] as string).includes(letters[j] as string)).toBe(p < 0.05);
        // On the higher column: its share is above the other's.
        const [a, b] = [cols[i] as ProportionColumn, cols[j] as ProportionColumn];
        expect(a.count / a.base).toBeGreaterThan(b.count / b.base);
        expect(p).toBeLessThan(0.1);
      }
    },
  );

  test.prop([weightedColumns, fc.double({ min: 0.001, max: 1000, noNaN: true })])(
    'multiplying every weight by a constant keeps effective bases, their ratios and the letters',
    (people, scale) => {
      const before = people.map((p) => columnSums(p as Respondent[], 1));
      const after = people.map((p) => columnSums(p as Respondent[], scale));
      before.forEach((b, k) => {
        const a = after[k] as (typeof after)[number];
        expect(a.proportion.effectiveBase).toBeCloseTo(b.proportion.effectiveBase, 8);
        expect(a.mean.mean).toBeCloseTo(b.mean.mean, 9);
        if (k > 0 && before[0]!.proportion.effectiveBase > 0) {
          expect(a.proportion.effectiveBase / after[0]!.proportion.effectiveBase).toBeCloseTo(
            b.proportion.effectiveBase / before[0]!.proportion.effectiveBase,
            8,
          );
        }
      });
      const letters = columnLetters(people.length);
      expect(
        proportionLetters(
          after.map((c) => c.proportion),
          letters,
        ),
      ).toEqual(
        proportionLetters(
          before.map((c) => c.proportion),
          letters,
        ),
      );
      expect(
        meanLetters(
          after.map((c) => c.mean),
          letters,
        ),
      ).toEqual(
        meanLetters(
          before.map((c) => c.mean),
          letters,
        ),
      );
    },
  );

  test.prop([fc.integer({ min: 0, max: 800 })], { numRuns: 30 })(
    'column letters are distinct and run in spreadsheet order',
    (count) => {
      const letters = columnLetters(count);
      expect(letters).toHaveLength(count);
      for (let i = 1; i < letters.length; i++) {
        const [prev, next] = [letters[i - 1] as string, letters[i] as string];
        expect(prev.length < next.length || (prev.length === next.length && prev < next)).toBe(
          true,
        );
      }
    },
  );
});

describe('weighted figures', () => {
  test.prop([fc.array(respondent, { minLength: 1, maxLength: 200 })])(
    'the effective base is between 1 and n; the mean between the extremes; variance >= 0',
    (people) => {
      const { mean } = columnSums(people as Respondent[], 1);
      expect(mean.n).toBeGreaterThanOrEqual(1 - 1e-9);
      expect(mean.n).toBeLessThanOrEqual(people.length + 1e-9);
      const xs = people.map(([, , x]) => x);
      expect(mean.mean).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-9);
      expect(mean.mean).toBeLessThanOrEqual(Math.max(...xs) + 1e-9);
      expect(mean.variance).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 2, maxLength: 200 })])(
    'unit weights give n and the (n - 1) sample variance',
    (xs) => {
      const { mean } = columnSums(
        xs.map((x): Respondent => [1, true, x]),
        1,
      );
      const m = xs.reduce((s, x) => s + x, 0) / xs.length;
      const variance = xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
      expect(mean.n).toBe(xs.length);
      expect(mean.mean).toBeCloseTo(m, 10);
      expect(mean.variance).toBeCloseTo(variance, 8);
    },
  );
});

describe('bannerLetters', () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 6 })])(
    'gives each column of the banner its own letter, in column order, group sizes kept',
    (sizes) => {
      const letters = bannerLetters(sizes);
      expect(letters.map((g) => g.length)).toEqual(sizes);
      const flat = letters.flat();
      expect(new Set(flat).size).toBe(flat.length);
      expect(flat).toEqual(columnLetters(flat.length));
    },
  );
});
