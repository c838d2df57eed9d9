/**
 * The significance options a researcher chooses on a crosstab (issue 38 §5): the p thresholds of
 * the two levels, the multiple-comparison corrections, the options' validation and the legend
 * that says what the letters mean. See README.md ("Options") for the choices.
 */
import {
  DEFAULT_SIGNIFICANCE,
  type SignificanceLevel,
  type SignificanceOptions,
} from '../results/analysisContract.ts';

/** Two-sided p below this gives a letter at `level` (99% -> 0.01). */
export function alphaOf(level: SignificanceLevel): number {
  // Exact decimals, not 1 - level/100 (0.050000000000000044), so 95% is exactly SIGNIFICANT_P.
  return level === 99 ? 0.01 : level === 95 ? 0.05 : 0.1;
}

export type SignificanceOptionsErrorCode = 'LOWER_LEVEL_NOT_BELOW';

export class SignificanceOptionsError extends Error {
  constructor(
    readonly code: SignificanceOptionsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SignificanceOptionsError';
  }
}

/** The options, or the default when absent; throws when the lower level is not below the level. */
export function significanceOptions(options: SignificanceOptions | undefined): SignificanceOptions {
  if (!options) return DEFAULT_SIGNIFICANCE;
  if (options.lowerLevel !== null && !(options.lowerLevel < options.level)) {
    throw new SignificanceOptionsError(
      'LOWER_LEVEL_NOT_BELOW',
      `The lower-case level (${options.lowerLevel}%) must be below the upper-case level (${options.level}%).`,
    );
  }
  return options;
}

/**
 * The p-values of one family of tests, adjusted: Bonferroni min(1, m p); Holm's step-down
 * max over j <= i of min(1, (m - j + 1) p_(j)) on the sorted p; 'none' leaves them. Every
 * adjusted p is >= its raw p, so a correction never adds a letter.
 */
export function adjustPValues(
  ps: readonly number[],
  correction: SignificanceOptions['correction'],
): number[] {
  const m = ps.length;
  if (correction === 'none' || m <= 1) return [...ps];
  if (correction === 'bonferroni') return ps.map((p) => Math.min(1, p * m));
  const order = ps.map((_, i) => i).sort((a, b) => (ps[a] as number) - (ps[b] as number));
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach((at, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * (ps[at] as number)));
    adjusted[at] = running;
  });
  return adjusted;
}

/** 'upper', 'lower' or null: the letter an adjusted p earns under the options. */
export function letterCase(p: number, options: SignificanceOptions): 'upper' | 'lower' | null {
  if (p < alphaOf(options.level)) return 'upper';
  if (options.lowerLevel !== null && p < alphaOf(options.lowerLevel)) return 'lower';
  return null;
}

const CORRECTION_TEXT: Record<SignificanceOptions['correction'], string | null> = {
  none: null,
  bonferroni: 'Bonferroni-corrected',
  holm: 'Holm-corrected',
};

/**
 * What the letters mean, under the table and in the exports: 'Upper case: 99%, lower case: 95%,
 * Bonferroni-corrected. Letters: higher than that column.'
 */
export function significanceLegend(options: SignificanceOptions): string {
  const parts = [`Upper case: ${options.level}%`];
  if (options.lowerLevel !== null) parts.push(`lower case: ${options.lowerLevel}%`);
  const correction = CORRECTION_TEXT[options.correction];
  if (correction) parts.push(correction);
  const meaning =
    options.comparison === 'pairs'
      ? 'A letter: higher than the column with that letter, in the same group.'
      : "A column's own letter: higher than the rest of the table (Total minus the column).";
  return `${parts.join(', ')}. ${meaning}`;
}

/** The spec's sentence for its fixed letters (95/90%, between columns, uncorrected). */
export const DEFAULT_LETTERS_NOTE =
  'Letters: significantly higher than that column at 95% (upper case) or 90% (lower case).';

/**
 * The note under a table and in its export: the spec's sentence for the default options, so a
 * table without options reads as before; the legend of the researcher's options otherwise.
 */
export function lettersNote(options: SignificanceOptions): string {
  const isDefault =
    options.level === DEFAULT_SIGNIFICANCE.level &&
    options.lowerLevel === DEFAULT_SIGNIFICANCE.lowerLevel &&
    options.comparison === DEFAULT_SIGNIFICANCE.comparison &&
    options.correction === DEFAULT_SIGNIFICANCE.correction;
  return isDefault ? DEFAULT_LETTERS_NOTE : significanceLegend(options);
}
