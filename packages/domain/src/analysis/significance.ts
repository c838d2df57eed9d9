/**
 * Significance between the columns of a banner group (issue 26 §1): column-proportion z-tests for
 * the cells and Student's t-tests for the means, both on effective bases, and the letters a cell
 * shows for the columns it is significantly higher than, at the levels, comparison and
 * correction the researcher chose (issue 38 §5). See README.md for the choices.
 */
import {
  DEFAULT_SIGNIFICANCE,
  SMALL_BASE,
  type SignificanceOptions,
} from '../results/analysisContract.ts';
import { normalTwoSidedP, studentTwoSidedP } from './distributions.ts';
import { adjustPValues, letterCase } from './significanceOptions.ts';

export { normalTwoSidedP, studentTwoSidedP };

/** Two-sided p below this: an upper-case letter (95%). */
export const SIGNIFICANT_P = 0.05;
/** Two-sided p below this (and not below SIGNIFICANT_P): a lower-case letter (90%). */
export const INDICATIVE_P = 0.1;

export interface ProportionColumn {
  /** Completes in the column and the row (weighted when weighted). */
  count: number;
  /** Completes in the column who answered the row question (weighted when weighted). */
  base: number;
  /** Kish effective base of the column, (sum w)^2 / sum w^2; the base when unweighted. */
  effectiveBase: number;
}

/**
 * Pooled two-proportion z (column-proportion test): p_i = count_i/base_i, n_i = effectiveBase_i,
 * p = (p1 n1 + p2 n2)/(n1 + n2), z = (p1 - p2)/sqrt(p(1-p)(1/n1 + 1/n2)); 0 when undefined (an
 * empty column, or both proportions 0 or both 1).
 */
export function proportionZ(a: ProportionColumn, b: ProportionColumn): number {
  const n1 = a.effectiveBase;
  const n2 = b.effectiveBase;
  if (!(a.base > 0 && b.base > 0 && n1 > 0 && n2 > 0)) return 0;
  const p1 = a.count / a.base;
  const p2 = b.count / b.base;
  const pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (!(variance > 0)) return 0;
  const z = (p1 - p2) / Math.sqrt(variance);
  return Number.isFinite(z) ? z : 0;
}

export interface MeanColumn {
  /** Effective base of the column. */
  n: number;
  mean: number;
  /** Sample variance (n - 1 denominator). */
  variance: number;
}

/**
 * Student's pooled-variance t, df = n1 + n2 - 2, p two-sided. Undefined (a column with no base,
 * df <= 0, or no variance in either column): t 0, p 1, so no letter.
 */
export function meanT(a: MeanColumn, b: MeanColumn): { t: number; df: number; p: number } {
  const n1 = a.n;
  const n2 = b.n;
  const df = n1 + n2 - 2;
  if (!(n1 > 0 && n2 > 0 && df > 0)) return { t: 0, df: Math.max(0, df || 0), p: 1 };
  const pooledVariance = ((n1 - 1) * a.variance + (n2 - 1) * b.variance) / df;
  const standardError = Math.sqrt(pooledVariance * (1 / n1 + 1 / n2));
  if (!(standardError > 0)) return { t: 0, df, p: 1 };
  const t = (a.mean - b.mean) / standardError;
  if (!Number.isFinite(t)) return { t: 0, df, p: 1 };
  return { t, df, p: studentTwoSidedP(t, df) };
}

/** 'A'..'Z', then 'AA', 'AB', ..., 'ZZ', 'AAA' (spreadsheet column names). */
export function columnLetters(count: number): string[] {
  const letters: string[] = [];
  for (let i = 0; i < count; i++) {
    let n = i + 1;
    let name = '';
    while (n > 0) {
      n -= 1;
      name = String.fromCharCode(65 + (n % 26)) + name;
      n = Math.floor(n / 26);
    }
    letters.push(name);
  }
  return letters;
}

/**
 * The letters of a banner's columns, group by group: one letter per column across the whole
 * banner (Male A, Female B, Toast C, Cereal D), as Qualtrics letters them, so a letter in a cell
 * names one column. Columns are still tested only against their own group's columns.
 */
export function bannerLetters(groupSizes: readonly number[]): string[][] {
  const all = columnLetters(groupSizes.reduce((sum, size) => sum + Math.max(0, size), 0));
  let next = 0;
  return groupSizes.map((size) => {
    const own = all.slice(next, next + Math.max(0, size));
    next += own.length;
    return own;
  });
}

/** One test: the statistic's sign says which side is higher, p how surely. */
interface PairTest {
  statistic: number;
  p: number;
}

/** A column's test against another column (`other` its index) or against its rest (`other` null). */
interface Tested {
  column: number;
  other: number | null;
  test: PairTest;
}

/**
 * Marks the letters of one family of tests: p adjusted over the family (the options'
 * correction), then upper case below the level's alpha, lower case below the lower level's.
 * Against another column the higher one shows the lower one's letter; against the rest a column
 * higher than its rest shows its own letter.
 */
function markFamily(
  tests: readonly Tested[],
  size: number,
  letters: readonly string[],
  options: SignificanceOptions,
): string[] {
  // marks[high][low]: the letter of `low` that column `high` shows; joined in column order.
  const marks: string[][] = Array.from({ length: size }, () => new Array<string>(size).fill(''));
  const adjusted = adjustPValues(
    tests.map((t) => t.test.p),
    options.correction,
  );
  tests.forEach(({ column, other, test }, k) => {
    const marked = letterCase(adjusted[k] as number, options);
    if (marked === null || test.statistic === 0) return;
    let high = column;
    let low = column;
    if (other === null) {
      if (test.statistic < 0) return;
    } else if (test.statistic < 0) {
      high = other;
    } else {
      low = other;
    }
    const letter = letters[low] as string;
    (marks[high] as string[])[low] = marked === 'upper' ? letter : letter.toLowerCase();
  });
  return marks.map((row) => row.join(''));
}

/**
 * For each column, its letters under `options`: every testable pair of the group ('pairs'), or
 * each testable column against its rest ('rest', `rest(i)` then required), one family per call.
 */
function lettersOf<T>(
  columns: readonly T[],
  letters: readonly string[],
  options: SignificanceOptions,
  rests: readonly T[] | undefined,
  testable: (c: T) => boolean,
  test: (a: T, b: T) => PairTest,
): string[] {
  const size = columns.length;
  if (letters.length < size) {
    throw new RangeError(`${size} columns need ${size} letters, got ${letters.length}`);
  }
  const at = (i: number) => columns[i] as T;
  const tests: Tested[] = [];
  if (options.comparison === 'rest') {
    if (!rests || rests.length < size) {
      throw new RangeError(`comparing with the rest needs the rest of each of the ${size} columns`);
    }
    for (let i = 0; i < size; i++) {
      const rest = rests[i] as T;
      if (!testable(at(i)) || !testable(rest)) continue;
      tests.push({ column: i, other: null, test: test(at(i), rest) });
    }
  } else {
    for (let i = 0; i < size; i++) {
      if (!testable(at(i))) continue;
      for (let j = i + 1; j < size; j++) {
        if (!testable(at(j))) continue;
        tests.push({ column: i, other: j, test: test(at(i), at(j)) });
      }
    }
  }
  return markFamily(tests, size, letters, options);
}

/**
 * For each column, the letters of the columns it is significantly HIGHER than (pooled z on the
 * effective bases); with `options` as the researcher chose them (default: the spec's 95/90%
 * between columns, uncorrected). `rests`: each column's rest of the table, for comparison 'rest'.
 * Columns (and rests) whose effectiveBase < SMALL_BASE are never tested: no letters on them,
 * never a letter for them, and not counted in the correction's family.
 */
export function proportionLetters(
  columns: readonly ProportionColumn[],
  letters: readonly string[],
  options: SignificanceOptions = DEFAULT_SIGNIFICANCE,
  rests?: readonly ProportionColumn[],
): string[] {
  return lettersOf(
    columns,
    letters,
    options,
    rests,
    (c) => c.effectiveBase >= SMALL_BASE,
    (a, b) => {
      const z = proportionZ(a, b);
      return { statistic: z, p: normalTwoSidedP(z) };
    },
  );
}

/** The same for means (Student's t on the effective bases); n < SMALL_BASE is never tested. */
export function meanLetters(
  columns: readonly MeanColumn[],
  letters: readonly string[],
  options: SignificanceOptions = DEFAULT_SIGNIFICANCE,
  rests?: readonly MeanColumn[],
): string[] {
  return lettersOf(
    columns,
    letters,
    options,
    rests,
    (c) => c.n >= SMALL_BASE,
    (a, b) => {
      const { t, p } = meanT(a, b);
      return { statistic: t, p };
    },
  );
}
