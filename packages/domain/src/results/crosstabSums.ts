/**
 * Weighted crosstab columns kept per rake (issue 40 §3): without filters a column's weighted
 * sums (each option's Σ weight, its base and effective base) depend only on the index, the row,
 * the column and the weights, so they are summed once per rake and read back by every later
 * table with the same row and banner question, as the summary keeps its totals
 * (`weightedCounts.ts`). A weighted count visits every member; an unfiltered table at 1M visits
 * every answerer once per banner group. Kept in WeakMaps: the entries go with the rake (a new
 * weights array after every complete or change of exclusions or scheme) and with the bitmaps.
 */
import type { Bitset } from './bitset.ts';

/** A weighted column over the row's options: each option's Σ weight, Σ weight and Σ weight². */
export interface SplitSums {
  counts: number[];
  sumW: number;
  sumW2: number;
}

interface RakeSums {
  /** The population the sums were taken within (null: every complete). */
  population: Bitset | null;
  /** By the row's first option cell (it names the row: question, matrix row or rank), then column. */
  byRow: WeakMap<Bitset, WeakMap<object, SplitSums>>;
}

const byRake = new WeakMap<ArrayLike<number>, RakeSums>();

/** The key of a table's Total column (its cell is the mask itself, not an index bitmap). */
export const TOTAL_COLUMN: object = {};

/**
 * The kept sums of `column` (an index bitmap or TOTAL_COLUMN) for the row whose first option cell
 * is `rowKey`, summed by `sum` on the first call for this rake and population.
 */
export function keptSplitSums(
  weights: ArrayLike<number>,
  population: Bitset | null,
  rowKey: Bitset,
  column: object,
  sum: () => SplitSums,
): SplitSums {
  let rake = byRake.get(weights);
  if (!rake || rake.population !== population) {
    rake = { population, byRow: new WeakMap() };
    byRake.set(weights, rake);
  }
  let columns = rake.byRow.get(rowKey);
  if (!columns) {
    columns = new WeakMap();
    rake.byRow.set(rowKey, columns);
  }
  let sums = columns.get(column);
  if (!sums) {
    sums = sum();
    columns.set(column, sums);
  }
  return sums;
}
