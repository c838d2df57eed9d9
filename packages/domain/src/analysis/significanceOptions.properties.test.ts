/**
 * Properties of the researcher's significance options (issue 38 §5) on generated banner groups:
 * the defaults give exactly the spec's letters (an independent re-statement of the rule, below),
 * a stricter level never adds a letter, a correction never adds a letter.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  SIGNIFICANCE_COMPARISONS,
  SIGNIFICANCE_CORRECTIONS,
  SMALL_BASE,
  type SignificanceOptions,
} from '../results/analysisContract.ts';
import {
  columnLetters,
  meanLetters,
  normalTwoSidedP,
  proportionLetters,
  proportionZ,
  type MeanColumn,
  type ProportionColumn,
} from './significance.ts';

/** A group of disjoint unweighted columns and, for each, the rest of the group (the others summed). */
interface Group {
  columns: ProportionColumn[];
  rests: ProportionColumn[];
}

const group: fc.Arbitrary<Group> = fc
  .array(
    fc
      .tuple(
        fc.oneof(fc.integer({ min: 0, max: 2 * SMALL_BASE }), fc.integer({ min: 0, max: 3000 })),
        fc.integer({ min: 0, max: 1000 }),
      )
      .map(([base, share]) => ({ base, count: Math.round((base * share) / 1000) })),
    { minLength: 1, maxLength: 8 },
  )
  .map((cells) => {
    const columns = cells.map((c) => ({ ...c, effectiveBase: c.base }));
    const total = columns.reduce((s, c) => ({ count: s.count + c.count, base: s.base + c.base }), {
      count: 0,
      base: 0,
    });
    const rests = columns.map((c) => ({
      count: total.count - c.count,
      base: total.base - c.base,
      effectiveBase: total.base - c.base,
    }));
    return { columns, rests };
  });

const meanGroup = fc
  .array(
    fc.tuple(
      fc.oneof(fc.integer({ min: 0, max: 2 * SMALL_BASE }), fc.integer({ min: 0, max: 3000 })),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 400 }),
    ),
    { minLength: 2, maxLength: 8 },
  )
  .map((cells) => {
    const columns: MeanColumn[] = cells.map(([n, mean, variance]) => ({
      n,
      mean: mean / 10,
      variance: variance / 10,
    }));
    return { columns, rests: columns.map((_, i) => columns[(i + 1) % columns.length]!) };
  });

const options: fc.Arbitrary<SignificanceOptions> = fc
  .tuple(
    fc.constantFrom(99, 95, 90),
    fc.constantFrom(95, 90, null),
    fc.constantFrom(...SIGNIFICANCE_COMPARISONS),
    fc.constantFrom(...SIGNIFICANCE_CORRECTIONS),
  )
  .map(([level, lower, comparison, correction]) => ({
    level: level as 99 | 95 | 90,
    lowerLevel: lower !== null && lower < level ? (lower as 95 | 90) : null,
    comparison,
    correction,
  }));

/** The spec's rule, stated again without the options: every testable pair, upper at p < 0.05,
 *  lower at p < 0.10, the higher column shows the lower one's letter. */
function specLetters(columns: readonly ProportionColumn[], letters: readonly string[]): string[] {
  return columns.map((a, i) => {
    if (a.effectiveBase < SMALL_BASE) return '';
    return columns
      .map((b, j) => {
        if (j === i || b.effectiveBase < SMALL_BASE) return '';
        const z = proportionZ(a, b);
        const p = normalTwoSidedP(z);
        if (!(z > 0) || !(p < 0.1)) return '';
        return p < 0.05 ? (letters[j] as string) : (letters[j] as string).toLowerCase();
      })
      .join('');
  });
}

/** Every letter of a row, case-insensitive, and the upper-case ones, as 'column:letter' marks. */
function marks(row: readonly string[]) {
  const any = new Set<string>();
  const upper = new Set<string>();
  row.forEach((cell, i) => {
    for (const ch of cell) {
      any.add(`${i}:${ch.toUpperCase()}`);
      if (ch === ch.toUpperCase()) upper.add(`${i}:${ch}`);
    }
  });
  return { any, upper };
}

function expectSubset(smaller: readonly string[], larger: readonly string[]) {
  const s = marks(smaller);
  const l = marks(larger);
  expect([...s.any].filter((m) => !l.any.has(m))).toEqual([]);
  expect([...s.upper].filter((m) => !l.upper.has(m))).toEqual([]);
}

const lettersFor = (g: { columns: readonly unknown[] }) => columnLetters(g.columns.length);

describe('significance options', () => {
  test.prop([group])(
    'the defaults give exactly the spec letters (95/90%, pairs, uncorrected)',
    (g) => {
      const letters = lettersFor(g);
      expect(proportionLetters(g.columns, letters)).toEqual(specLetters(g.columns, letters));
      expect(
        proportionLetters(g.columns, letters, {
          level: 95,
          lowerLevel: 90,
          comparison: 'pairs',
          correction: 'none',
        }),
      ).toEqual(specLetters(g.columns, letters));
    },
  );

  test.prop([group, options])('a stricter level never adds a letter', (g, o) => {
    const letters = lettersFor(g);
    const stricter: SignificanceOptions = {
      ...o,
      level: 99,
      lowerLevel: o.lowerLevel === null ? null : o.lowerLevel === 90 ? 95 : null,
    };
    expectSubset(
      proportionLetters(g.columns, letters, stricter, g.rests),
      proportionLetters(g.columns, letters, o, g.rests),
    );
    // Dropping the lower level is stricter too.
    expectSubset(
      proportionLetters(g.columns, letters, { ...o, lowerLevel: null }, g.rests),
      proportionLetters(g.columns, letters, o, g.rests),
    );
  });

  test.prop([group, options])(
    'a correction never adds a letter; Bonferroni never more than Holm',
    (g, o) => {
      const letters = lettersFor(g);
      const run = (correction: SignificanceOptions['correction']) =>
        proportionLetters(g.columns, letters, { ...o, correction }, g.rests);
      expectSubset(run('holm'), run('none'));
      expectSubset(run('bonferroni'), run('holm'));
    },
  );

  test.prop([meanGroup, options])('the same for means', (g, o) => {
    const letters = lettersFor(g);
    const run = (x: SignificanceOptions) => meanLetters(g.columns, letters, x, g.rests);
    expectSubset(run({ ...o, correction: 'bonferroni' }), run({ ...o, correction: 'none' }));
    expectSubset(run({ ...o, level: 99, lowerLevel: null }), run(o));
  });

  test.prop([group, options])(
    "comparing with the rest: only a column's own letter, on a column above its rest",
    (g, o) => {
      const letters = lettersFor(g);
      const row = proportionLetters(g.columns, letters, { ...o, comparison: 'rest' }, g.rests);
      row.forEach((cell, i) => {
        if (cell === '') return;
        expect(cell.toUpperCase()).toBe(letters[i]);
        const c = g.columns[i]!;
        const r = g.rests[i]!;
        expect(c.count / c.base).toBeGreaterThan(r.count / r.base);
        expect(Math.min(c.effectiveBase, r.effectiveBase)).toBeGreaterThanOrEqual(SMALL_BASE);
      });
    },
  );
});
