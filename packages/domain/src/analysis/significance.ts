/**
 * Significance between the columns of a banner group (issue 26 §1): column-proportion z-tests for
 * the cells and Student's t-tests for the means, both on effective bases, and the letters a cell
 * shows for the columns it is significantly higher than. See README.md for the choices.
 */
import { SMALL_BASE } from '../results/analysisContract.ts';
import { normalTwoSidedP, studentTwoSidedP } from './distributions.ts';

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

/** One pairwise test: the statistic's sign says which column is higher, p how surely. */
interface PairTest {
  statistic: number;
  p: number;
}

/**
 * For each column, the letters of the testable columns it is significantly higher than, in column
 * order: upper case at p < SIGNIFICANT_P, lower case at p < INDICATIVE_P.
 */
function pairwiseLetters(
  size: number,
  letters: readonly string[],
  testable: (i: number) => boolean,
  test: (i: number, j: number) => PairTest,
): string[] {
  if (letters.length < size) {
    throw new RangeError(`${size} columns need ${size} letters, got ${letters.length}`);
  }
  // marks[high][low]: the letter of `low` that column `high` shows; joined in column order.
  const marks: string[][] = Array.from({ length: size }, () => new Array<string>(size).fill(''));
  for (let i = 0; i < size; i++) {
    if (!testable(i)) continue;
    for (let j = i + 1; j < size; j++) {
      if (!testable(j)) continue;
      const { statistic, p } = test(i, j);
      if (!(p < INDICATIVE_P) || statistic === 0) continue;
      const [high, low] = statistic > 0 ? [i, j] : [j, i];
      const letter = letters[low] as string;
      (marks[high] as string[])[low] = p < SIGNIFICANT_P ? letter : letter.toLowerCase();
    }
  }
  return marks.map((row) => row.join(''));
}

/**
 * For each column, the letters of the columns it is significantly HIGHER than (pooled z on the
 * effective bases). Columns whose effectiveBase < SMALL_BASE are never tested: no letters on
 * them, never a letter for them.
 */
export function proportionLetters(
  columns: readonly ProportionColumn[],
  letters: readonly string[],
): string[] {
  return pairwiseLetters(
    columns.length,
    letters,
    (i) => (columns[i] as ProportionColumn).effectiveBase >= SMALL_BASE,
    (i, j) => {
      const z = proportionZ(columns[i] as ProportionColumn, columns[j] as ProportionColumn);
      return { statistic: z, p: normalTwoSidedP(z) };
    },
  );
}

/** The same for means (Student's t on the effective bases); n < SMALL_BASE is never tested. */
export function meanLetters(columns: readonly MeanColumn[], letters: readonly string[]): string[] {
  return pairwiseLetters(
    columns.length,
    letters,
    (i) => (columns[i] as MeanColumn).n >= SMALL_BASE,
    (i, j) => {
      const { t, p } = meanT(columns[i] as MeanColumn, columns[j] as MeanColumn);
      return { statistic: t, p };
    },
  );
}
