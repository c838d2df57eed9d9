import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Bitset } from './bitset.ts';
import {
  columnCounts,
  columnMoments,
  levelWords,
  columnLineSums,
  maskOf,
  splitColumnSums,
  wordCount,
  wordsOf,
} from './crosstabCounts.ts';
import { weightCodes } from './weightCodes.ts';
import { weightLevels } from './weightLevels.ts';

/** The plain count or sum: member by member over the numbers 0..size-1 in every set. */
function plain(size: number, sets: readonly Bitset[], weigh: (n: number) => number): number {
  let sum = 0;
  for (let n = 0; n < size; n++) if (sets.every((s) => s.has(n))) sum += weigh(n);
  return sum;
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

/**
 * Up to 300 respondents: a row question whose options split its answerers (each answerer in one
 * option), three banner columns (overlapping, a multi choice), a filter, a population; sets built
 * from a number on, or ending early, so their words differ in length as the index's do.
 */
const worlds = fc
  .record({
    size: fc.integer({ min: 0, max: 300 }),
    seed: fc.integer({ min: 1, max: 1e6 }),
    distinct: fc.constantFrom(1, 3, 200),
    filterShare: fc.constantFrom(0, 0.4, 1),
  })
  .map(({ size, seed, distinct, filterShare }) => {
    let x = seed;
    const rnd = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x / 2 ** 32;
    };
    const options = Array.from({ length: 4 }, () => new Bitset());
    const answered = new Bitset();
    const columns = Array.from({ length: 3 }, () => new Bitset());
    const filter = new Bitset();
    const population = new Bitset(size);
    const levels = Array.from({ length: distinct }, () => 0.2 + rnd() * 3);
    const weights = new Float64Array(size);
    const values = new Float64Array(size);
    // The last respondents answer nothing: the row's bitmaps end before the index's size.
    const last = Math.floor(size * (0.5 + rnd() / 2));
    for (let n = 0; n < size; n++) {
      const option = n < last ? Math.floor(rnd() * 5) - 1 : -1;
      if (option >= 0) {
        options[option]?.add(n);
        answered.add(n);
      }
      for (const c of columns) if (rnd() < 0.4) c.add(n);
      if (rnd() < filterShare) filter.add(n);
      const excluded = rnd() < 0.1;
      if (!excluded) population.add(n);
      weights[n] = excluded ? 0 : (levels[Math.floor(rnd() * distinct)] as number);
      values[n] = rnd() < 0.2 ? Number.NaN : Math.floor(rnd() * 11);
    }
    return { size, options, answered, columns, filter, population, weights, values };
  });

describe('crosstab counting kernels (issue 40 §3): equal to counting member by member', () => {
  test.prop([worlds, fc.boolean()])(
    'counts, moments and weighted sums over line ∩ column ∩ mask',
    (w, filtered) => {
      const words = wordCount(w.size);
      const within = [w.answered, filtered ? w.filter : null, w.population];
      const counted = within.filter((s): s is Bitset => s !== null);
      const mask = maskOf(within, words);
      const lines = w.options.map((o) => wordsOf(o, words));
      const cells = [mask, ...w.columns.map((c) => wordsOf(c, words))];
      const sets = [counted, ...w.columns.map((c) => [...counted, c])];
      const one = () => 1;
      const codes = weightCodes(w.weights);

      const got = columnCounts(lines, cells, mask);
      // The options split the mask (within the answerers): the last one derived gives the same.
      expect(columnCounts(lines, cells, mask, lines.length)).toEqual(got);
      sets.forEach((column, c) => {
        expect(got[c]?.base).toBe(plain(w.size, column, one));
        w.options.forEach((o, r) =>
          expect(got[c]?.counts[r]).toBe(plain(w.size, [...column, o], one)),
        );

        const weight = (n: number) => w.weights[n] as number;
        const value = (n: number) => w.values[n] as number;
        const valued = [...column, { has: (n: number) => !Number.isNaN(value(n)) } as Bitset];
        const m = columnMoments(cells[c] as Uint32Array, mask, codes, w.values);
        close(m.sumW, plain(w.size, column, weight));
        close(
          m.sumW2,
          plain(w.size, column, (n) => weight(n) ** 2),
        );
        close(
          m.sumWX,
          plain(w.size, valued, (n) => weight(n) * value(n)),
        );
        close(
          m.sumWX2,
          plain(w.size, valued, (n) => weight(n) * value(n) ** 2),
        );
        expect(m.valued).toBe(plain(w.size, valued, one));
        const unweighted = columnMoments(cells[c] as Uint32Array, mask, null, null);
        expect([unweighted.sumW, unweighted.sumW2]).toEqual([got[c]?.base, got[c]?.base]);

        const split = splitColumnSums(lines, cells[c] as Uint32Array, mask, codes);
        const levels = levelWords(weightLevels(w.weights, w.size), words);
        const visited = columnLineSums(lines, cells[c] as Uint32Array, mask, codes, null);
        const byLevels =
          levels && columnLineSums(lines, cells[c] as Uint32Array, mask, codes, levels);
        w.options.forEach((o, r) => {
          const expected = plain(w.size, [...column, o], weight);
          close(split.counts[r] ?? Number.NaN, expected);
          close(visited[r] ?? Number.NaN, expected);
          if (byLevels) close(byLevels[r] ?? Number.NaN, expected);
        });
        close(split.sumW, plain(w.size, column, weight));
        close(
          split.sumW2,
          plain(w.size, column, (n) => weight(n) ** 2),
        );
      });
    },
  );
});
