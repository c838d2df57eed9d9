/**
 * The crosstab's Significance control (issue 38 §5) as plain TypeScript, tested: the choices each
 * select offers, what choosing one does to the others, and the button's summary. The rules
 * (thresholds, corrections) are the domain's (`analysis/significanceOptions.ts`).
 */
import {
  DEFAULT_SIGNIFICANCE,
  SIGNIFICANCE_LEVELS,
  type SignificanceComparison,
  type SignificanceCorrection,
  type SignificanceLevel,
  type SignificanceOptions,
} from '@survey/domain/results/analysisContract';

export const SIGNIFICANCE_TEXTS = {
  button: 'Significance',
  dialogLabel: 'Significance options',
  level: 'Upper-case letters',
  lowerLevel: 'Lower-case letters',
  none: 'None',
  comparison: 'Compare',
  correction: 'Correction',
  reset: 'Use 95% / 90%',
} as const;

export const COMPARISON_TEXTS: Record<SignificanceComparison, string> = {
  pairs: 'Between the columns of a group',
  rest: 'Each column against the rest',
};

export const CORRECTION_TEXTS: Record<SignificanceCorrection, string> = {
  none: 'None',
  bonferroni: 'Bonferroni',
  holm: 'Holm',
};

/** The lower-case levels a level allows: those below it. */
export function lowerLevelChoices(level: SignificanceLevel): SignificanceLevel[] {
  return SIGNIFICANCE_LEVELS.filter((l) => l < level);
}

/**
 * A new upper-case level; the lower-case level stays when still below it (or none), else moves to
 * the next level below (none below 90%).
 */
export function withLevel(options: SignificanceOptions, level: SignificanceLevel) {
  const lower = lowerLevelChoices(level);
  if (options.lowerLevel === null || lower.includes(options.lowerLevel)) {
    return { ...options, level };
  }
  return { ...options, level, lowerLevel: lower[0] ?? null };
}

/** The button's text: 'Significance: 99% / 95%, Bonferroni, against the rest'. */
export function significanceSummary(options: SignificanceOptions): string {
  const levels =
    options.lowerLevel === null
      ? `${options.level}%`
      : `${options.level}% / ${options.lowerLevel}%`;
  const parts = [levels];
  if (options.correction !== 'none') parts.push(CORRECTION_TEXTS[options.correction]);
  if (options.comparison === 'rest') parts.push('against the rest');
  return `${SIGNIFICANCE_TEXTS.button}: ${parts.join(', ')}`;
}

export const isDefaultSignificance = (o: SignificanceOptions) =>
  o.level === DEFAULT_SIGNIFICANCE.level &&
  o.lowerLevel === DEFAULT_SIGNIFICANCE.lowerLevel &&
  o.comparison === DEFAULT_SIGNIFICANCE.comparison &&
  o.correction === DEFAULT_SIGNIFICANCE.correction;
