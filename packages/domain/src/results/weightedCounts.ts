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
 *   so its members are visited once rather than twice (once for the cells, once for answered).
 * Weights are derived from the index and the scheme (`indexWeights.ts`), never stored with it.
 */
import type { Bitset } from './bitset.ts';
import type { IndexWeights } from './indexWeights.ts';

/**
 * Up to this many distinct weights, counting by levels (one three-way popcount pass each) costs
 * less than visiting the members of a cell (about six popcount passes at 100k, measured).
 */
export const FEW_LEVELS = 4;

/** A count over every included complete and over the filtered ones. */
export interface CountPair {
  all: number;
  filtered: number;
}

export class WeightedCounts {
  private readonly totals = new Map<Bitset, number>();
  /** Per answered bitmap: whether its entry's cells split it (checked once per rake). */
  private readonly splits = new Map<Bitset, boolean>();
  /** Per weighted slider values (weight x value, made once per rake): their sum over answered. */
  private readonly valueTotals = new Map<Float64Array, number>();
  private readonly levels: IndexWeights['levels'];
  private lastMatch: { m: Bitset; sum: number } | null = null;

  constructor(readonly weights: Pick<IndexWeights, 'weights' | 'levels'>) {
    const levels = weights.levels;
    this.levels = levels && levels.length <= FEW_LEVELS ? levels : null;
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
    return this.levels ? this.byLevels((l) => b.andCount(l)) : b.sumOf(this.weights.weights);
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
    const w = this.weights.weights;
    const everyone = Math.max(1, w.length);
    const inB = b.count() / everyone;
    const inM = m.count() / everyone;
    const both = inB * inM;
    const outsideB = inM * (1 - inB);
    const outsideM = inB * (1 - inM);
    if (both <= outsideB && both <= outsideM) return b.andSumOf(m, w);
    if (outsideB <= outsideM) return this.matchSum(m) - andNotSum(m, b, w);
    return this.total(b) - andNotSum(b, m, w);
  }

  /** Σ weight over `m`, kept while the same filter is asked (one summary's cells). */
  matchSum(m: Bitset): number {
    if (this.lastMatch?.m !== m) this.lastMatch = { m, sum: this.sum(m) };
    return this.lastMatch.sum;
  }

  /**
   * An entry's answered count and its cells' counts (aligned with `cells`; a missing cell counts
   * 0), over every included complete and within `match` (null, or `population` itself: the
   * filtered counts are the totals).
   */
  entry(
    answered: Bitset,
    cells: readonly (Bitset | undefined)[],
    match: Bitset | null,
    population: Bitset | null,
  ): { answered: CountPair; cells: CountPair[] } {
    const unfiltered = !match || match === population;
    const cellCounts = cells.map((c): CountPair => {
      if (!c) return { all: 0, filtered: 0 };
      const all = this.total(c);
      return { all, filtered: unfiltered ? all : this.within(c, match) };
    });
    const all = this.total(answered);
    if (unfiltered) return { answered: { all, filtered: all }, cells: cellCounts };
    const filtered = this.splitBy(answered, cells)
      ? cellCounts.reduce((sum, c) => sum + c.filtered, 0)
      : this.within(answered, match);
    return { answered: { all, filtered }, cells: cellCounts };
  }

  /**
   * Whether every answered respondent is in exactly one of the cells (and nobody else is): the
   * cells' words, ORed, give answered's and no two of them share a member.
   */
  private splitBy(answered: Bitset, cells: readonly (Bitset | undefined)[]): boolean {
    let known = this.splits.get(answered);
    if (known === undefined) {
      known = splitsInto(
        answered,
        cells.filter((c): c is Bitset => c !== undefined),
      );
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

/** Σ of `values` over the members of a \ b (NaN skipped), without building the difference. */
function andNotSum(a: Bitset, b: Bitset, values: ArrayLike<number>): number {
  const x = a.wordsUpTo(values.length);
  const y = b.wordsUpTo(values.length);
  let sum = 0;
  for (let w = 0; w < x.length; w++) {
    let word = ((x[w] as number) & ~(y[w] ?? 0)) >>> 0;
    while (word !== 0) {
      const low = word & -word;
      const v = values[w * 32 + (31 - Math.clz32(low))];
      if (v !== undefined && !Number.isNaN(v)) sum += v;
      word = (word ^ low) >>> 0;
    }
  }
  return sum;
}
