import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Bitset } from './bitset.ts';
import { splitColumnSums, wordCount, wordsOf } from './crosstabCounts.ts';
import { splitsInto, WeightedCounts } from './weightedCounts.ts';
import { weightCodes } from './weightCodes.ts';
import { weightLevels } from './weightLevels.ts';

/** The plain sum every weighted count must equal: Σ weight over the members, one by one. */
function plainSum(members: Iterable<number>, weights: Float64Array, within?: Bitset): number {
  let sum = 0;
  for (const n of members) if (!within || within.has(n)) sum += weights[n] ?? 0;
  return sum;
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

/**
 * A population of up to 300 respondents: each one's weight (from a few distinct weights or many;
 * 0 for the excluded), which option of a single choice it chose (-1: unanswered; everyone answers
 * it in some worlds), whether it ticked each of three multi-choice options, its column in each
 * row of a 3 x 3 matrix (every row answered by the matrix's answerers, or in some worlds a row
 * left out now and then), and whether the filter matches it.
 */
const worlds = fc
  .record({
    size: fc.integer({ min: 0, max: 300 }),
    distinct: fc.constantFrom(1, 3, 4, 12, 200),
    seed: fc.integer({ min: 1, max: 1e6 }),
    // A filter may keep everyone, nobody or any share in between.
    filterShare: fc.constantFrom(0, 0.3, 0.5, 0.9, 1),
    singleSkipped: fc.constantFrom(0, 0.2),
    rowSkipped: fc.constantFrom(0, 0.1),
  })
  .map(({ size, distinct, seed, filterShare, singleSkipped, rowSkipped }) => {
    let x = seed;
    const rnd = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x / 2 ** 32;
    };
    const values = Array.from({ length: distinct }, () => 0.2 + rnd() * 3);
    const weights = new Float64Array(size);
    const single = Array.from({ length: 4 }, () => new Bitset());
    const singleAnswered = new Bitset();
    const multi = Array.from({ length: 3 }, () => new Bitset());
    const multiAnswered = new Bitset();
    const matrix = Array.from({ length: 3 }, () => Array.from({ length: 3 }, () => new Bitset()));
    const matrixAnswered = new Bitset();
    const filter = new Bitset(size);
    for (let n = 0; n < size; n++) {
      weights[n] = rnd() < 0.1 ? 0 : (values[Math.floor(rnd() * distinct)] as number);
      const option = rnd() < singleSkipped ? -1 : Math.floor(rnd() * 4);
      if (option >= 0) {
        single[option]?.add(n);
        singleAnswered.add(n);
      }
      let ticked = false;
      for (const m of multi) {
        if (rnd() < 0.4) {
          m.add(n);
          ticked = true;
        }
      }
      // Answered without a cell (an option outside the layout) breaks the split: counted apart.
      if (ticked || rnd() < 0.1) multiAnswered.add(n);
      if (rnd() < 0.8) {
        matrixAnswered.add(n);
        for (const row of matrix) {
          if (rnd() >= rowSkipped) row[Math.floor(rnd() * 3)]?.add(n);
        }
      }
      if (rnd() < filterShare) filter.add(n);
    }
    return {
      size,
      weights,
      single,
      singleAnswered,
      multi,
      multiAnswered,
      matrix,
      matrixAnswered,
      filter,
    };
  });

describe('WeightedCounts (issue 40 §3): equal to the plain sum of weights', () => {
  test.prop([worlds, fc.boolean()])(
    "an entry's answered and cells, all and filtered, with or without weight levels",
    (w, filtered) => {
      const counts = new WeightedCounts({
        weights: w.weights,
        levels: weightLevels(w.weights, w.size),
      });
      const match = filtered ? w.filter : null;
      // Rows of cells: a choice's options are rows of one cell (one outside the layout).
      const entries: [Bitset, (Bitset | undefined)[][]][] = [
        [w.singleAnswered, [...w.single, undefined].map((c) => [c])],
        [w.multiAnswered, w.multi.map((c) => [c])],
        [w.matrixAnswered, w.matrix],
      ];
      for (const [answered, rows] of entries) {
        const cells = rows.flat();
        // Twice: the second read comes from what the first one kept.
        for (let round = 0; round < 2; round++) {
          const got = counts.entry(answered, rows, match, null);
          close(got.answered.all, plainSum(answered, w.weights));
          close(got.answered.filtered, plainSum(answered, w.weights, match ?? undefined));
          cells.forEach((cell, i) => {
            const c = got.cells[i];
            close(c?.all ?? Number.NaN, cell ? plainSum(cell, w.weights) : 0);
            close(
              c?.filtered ?? Number.NaN,
              cell ? plainSum(cell, w.weights, match ?? undefined) : 0,
            );
          });
        }
      }
      close(counts.sum(w.filter), plainSum(w.filter, w.weights));
      // A crosstab column (the filter's answerers) over the single choice's options.
      expect(splitsInto(w.singleAnswered, w.single)).toBe(true);
      expect(splitsInto(w.multiAnswered, w.multi)).toBe(
        [...w.multiAnswered].every((n) => w.multi.filter((m) => m.has(n)).length === 1),
      );
      const column = w.filter.clone().andInPlace(w.singleAnswered);
      const words = wordCount(w.size);
      const split = splitColumnSums(
        w.single.map((l) => wordsOf(l, words)),
        wordsOf(column, words),
        wordsOf(column, words),
        weightCodes(w.weights),
      );
      w.single.forEach((line, i) =>
        close(split.counts[i] ?? Number.NaN, plainSum(line, w.weights, column)),
      );
      close(split.sumW, plainSum(column, w.weights));
      close(
        split.sumW2,
        plainSum(
          column,
          w.weights.map((x) => x * x),
        ),
      );
      // A slider's weight x value per respondent: its sum over answered, read twice.
      const values = w.weights.map((x, n) => x * ((n % 7) - 3));
      for (let round = 0; round < 2; round++) {
        close(counts.valueTotal(w.singleAnswered, values), plainSum(w.singleAnswered, values));
      }
    },
  );
});
