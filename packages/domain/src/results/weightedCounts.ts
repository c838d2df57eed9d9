/**
 * Weighted counts of a results index's entries (issue 40 §3), for one rake. A weighted count
 * can not be a popcount (every member carries its own weight), so the cost is the members visited;
 * this keeps those visits few:
 * - totals over every included complete are summed once per rake and kept;
 * - when the respondents have at most FEW_LEVELS distinct weights, a count is
 *   `Σ weight × popcount(a ∩ b ∩ level)`: word passes, no member visited;
 * - a filtered count visits the fewest members (as estimated from the sizes) of three equal
 *   ways: cell ∩ filter, the filter's sum less filter \ cell, or the cell's total less cell \ filter;
 * - an entry whose cells split its answered respondents (each in exactly one cell: a single
 *   choice, a slider's bins) gets its filtered answered count as the sum of its cells' counts,
 *   so its members are visited once rather than twice (once for the cells, once for answered);
 *   cells that split them row by row (a matrix row, a rank) derive each row's largest cell from
 *   answered's count (`entry`);
 * - a visit reads its member's weight by code (`weightCodes.ts`: 2 bytes, not 8).
 * Weights are derived from the index and the scheme (`indexWeights.ts`), never stored with it.
 */
import type { Bitset } from './bitset.ts';
import type { IndexWeights } from './indexWeights.ts';
import { codedAndNotSum, codedSum, weightCodes, type WeightCodes } from './weightCodes.ts';

/**
 * Up to this many distinct weights, counting by levels (one three-way popcount pass each) costs
 * less than visiting the members of a cell (about six popcount passes at 100k, measured).
 */
export const FEW_LEVELS = 4;

/** Cells that split an entry's answered respondents: all of them, else these rows' (indexes). */
interface Split {
  whole: boolean;
  rows: number[][];
}

/** A count over every included complete and over the filtered ones. */
export interface CountPair {
  all: number;
  filtered: number;
}

export class WeightedCounts {
  private readonly totals = new Map<Bitset, number>();
  /** Per answered bitmap: which of its entry's cells split it (checked once per rake). */
  private readonly splits = new Map<Bitset, Split>();
  /** Per weighted slider values (weight x value, made once per rake): their sum over answered. */
  private readonly valueTotals = new Map<Float64Array, number>();
  private readonly levels: IndexWeights['levels'];
  /** The weights by code (`weightCodes.ts`): what a member visit reads. */
  private readonly codes: WeightCodes;
  private lastMatch: { m: Bitset; sum: number } | null = null;

  constructor(readonly weights: Pick<IndexWeights, 'weights' | 'levels'>) {
    const levels = weights.levels;
    this.levels = levels && levels.length <= FEW_LEVELS ? levels : null;
    this.codes = weightCodes(weights.weights);
  }

  /** Σ weight over the members of `b` (excluded completes weigh 0), kept for the rake. */
  total(b: Bitset): number {
    let sum = this.totals.get(b);
    if (sum === undefined) {
      sum = this.sum(b);
      this.totals.set(b, sum);
    }
    return sum;
  }

  /** Σ weight over the members of `b`, not kept (a request's own bitmap, such as its filter). */
  sum(b: Bitset): number {
    return this.levels ? this.byLevels((l) => b.andCount(l)) : codedSum(b, null, this.codes);
  }

  /**
   * Σ of `values` (a slider's weight x value per respondent number, one array per rake) over the
   * members of `answered`, kept for the rake: an unfiltered weighted mean visits no member.
   */
  valueTotal(answered: Bitset, values: Float64Array): number {
    let sum = this.valueTotals.get(values);
    if (sum === undefined) {
      sum = answered.sumOf(values);
      this.valueTotals.set(values, sum);
    }
    return sum;
  }

  /**
   * Σ weight over the members of `b ∩ m` in whichever of three equal ways visits the fewest
   * members, estimated from the kept sizes of b and m as if they were independent (a pass to count
   * b ∩ m exactly would cost as much as a sparse filter's whole sum): b ∩ m itself; Σ over m (kept
   * for the call) less m \ b, when b holds most respondents (a question nearly everyone answered,
   * a majority option); or Σ over b (kept for the rake) less b \ m, when m holds most
   * respondents (a broad filter: issue 40 §3's one-filter summary).
   */
  within(b: Bitset, m: Bitset): number {
    if (this.levels) return this.byLevels((l) => b.andAndCount(m, l));
    const way = this.cheapest(b, m);
    if (way.by === 'both') return codedSum(b, m, this.codes);
    if (way.by === 'outsideB') return this.matchSum(m) - codedAndNotSum(m, b, this.codes);
    return this.total(b) - codedAndNotSum(b, m, this.codes);
  }

  /** `within`'s way for b ∩ m and the share of all respondents it visits (estimated). */
  private cheapest(b: Bitset, m: Bitset): { by: 'both' | 'outsideB' | 'outsideM'; visits: number } {
    const everyone = Math.max(1, this.weights.weights.length);
    const inB = b.count() / everyone;
    const inM = m.count() / everyone;
    const both = inB * inM;
    const outsideB = inM * (1 - inB);
    const outsideM = inB * (1 - inM);
    if (both <= outsideB && both <= outsideM) return { by: 'both', visits: both };
    if (outsideB <= outsideM) return { by: 'outsideB', visits: outsideB };
    return { by: 'outsideM', visits: outsideM };
  }

  /** Σ weight over `m`, kept while the same filter is asked (one summary's cells). */
  matchSum(m: Bitset): number {
    if (this.lastMatch?.m !== m) this.lastMatch = { m, sum: this.sum(m) };
    return this.lastMatch.sum;
  }

  /**
   * An entry's answered count and its cells' counts (`rows`: its cells by layout row, flattened
   * in the answer; a missing cell counts 0), over every included complete and within `match`
   * (null, or `population` itself: the filtered counts are the totals). Filtered, cells that
   * split the answered respondents (`splitOf`) spare member visits:
   * - all the entry's cells (a single choice): the answered count is the sum of the cells'; or,
   *   when answered's own count visits fewer members (a question nearly everyone answered: Σ over
   *   the filter less the few who did not answer it), the largest cell's is answered's less the
   *   others';
   * - each row's cells (a matrix row, a rank): answered's count is taken anyway, so each row's
   *   largest cell is answered's less the row's others.
   */
  entry(
    answered: Bitset,
    rows: readonly (readonly (Bitset | undefined)[])[],
    match: Bitset | null,
    population: Bitset | null,
  ): { answered: CountPair; cells: CountPair[] } {
    const cells = rows.flat();
    const all = this.total(answered);
    const totals = cells.map((c) => (c ? this.total(c) : 0));
    if (!match || match === population) {
      return {
        answered: { all, filtered: all },
        cells: totals.map((n) => ({ all: n, filtered: n })),
      };
    }
    const split = this.splitOf(answered, rows);
    // Groups of cells (indexes into `cells`) that split answered, with the one derived.
    const derived: { cells: number[]; derived: number }[] = [];
    if (!this.levels) {
      const groups = split.whole ? [cells.map((_, i) => i)] : split.rows;
      for (const group of groups) {
        const largest = largestOf(cells, group);
        if (largest < 0) continue;
        const cell = cells[largest] as Bitset;
        const cheaper =
          !split.whole || this.cheapest(answered, match).visits < this.cheapest(cell, match).visits;
        if (cheaper) derived.push({ cells: group, derived: largest });
      }
    }
    const skipped = new Set(derived.map((d) => d.derived));
    const filtered = cells.map((c, i) => (c && !skipped.has(i) ? this.within(c, match) : 0));
    const answeredFiltered =
      split.whole && derived.length === 0
        ? filtered.reduce((sum, n) => sum + n, 0)
        : this.within(answered, match);
    for (const d of derived) {
      const others = d.cells.reduce(
        (sum, i) => (i === d.derived ? sum : sum + (filtered[i] as number)),
        0,
      );
      filtered[d.derived] = answeredFiltered - others;
    }
    return {
      answered: { all, filtered: answeredFiltered },
      cells: totals.map((n, i) => ({ all: n, filtered: filtered[i] as number })),
    };
  }

  /**
   * Whether the entry's cells split its answered respondents (every one in exactly one cell,
   * nobody else in any), all of them together, else which rows' cells do (indexes into the
   * flattened cells), checked once per rake.
   */
  private splitOf(answered: Bitset, rows: readonly (readonly (Bitset | undefined)[])[]): Split {
    let known = this.splits.get(answered);
    if (known === undefined) {
      const present = (cells: readonly (Bitset | undefined)[]) =>
        cells.filter((c): c is Bitset => c !== undefined);
      const whole = splitsInto(answered, present(rows.flat()));
      const splitting: number[][] = [];
      let at = 0;
      for (const row of rows) {
        const cells = present(row);
        if (!whole && cells.length > 0 && splitsInto(answered, cells)) {
          splitting.push(row.map((_, i) => at + i));
        }
        at += row.length;
      }
      known = { whole, rows: splitting };
      this.splits.set(answered, known);
    }
    return known;
  }

  private byLevels(countIn: (level: Bitset) => number): number {
    let sum = 0;
    for (const l of this.levels ?? []) sum += l.weight * countIn(l.members);
    return sum;
  }
}

/** The index (among `group`) of the cell with the most members; -1 when none has any. */
function largestOf(cells: readonly (Bitset | undefined)[], group: readonly number[]): number {
  let largest = -1;
  let most = 0;
  for (const i of group) {
    const n = cells[i]?.count() ?? 0;
    if (n > most) {
      largest = i;
      most = n;
    }
  }
  return largest;
}

/**
 * Whether `lines` split `answered`: every member in exactly one line, nobody else in any (a
 * single-choice row's options). Word passes only.
 */
export function splitsInto(answered: Bitset, lines: readonly Bitset[]): boolean {
  // One pass over the words, nothing allocated (a weighted crosstab asks it on every call).
  const longest = Math.max(answered.byteLength, ...lines.map((l) => l.byteLength)) / 4;
  const a = answered.wordsUpTo(longest * 32);
  const ws = lines.map((l) => l.wordsUpTo(longest * 32));
  for (let i = 0; i < longest; i++) {
    let seen = 0;
    for (const w of ws) {
      const x = w[i] ?? 0;
      if ((seen & x) !== 0) return false;
      seen |= x;
    }
    if (seen >>> 0 !== (a[i] ?? 0)) return false;
  }
  return true;
}
