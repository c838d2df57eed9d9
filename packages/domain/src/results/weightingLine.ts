/**
 * What a weighted answer says about its weighting, in words: the one line the results page (cards
 * and crosstab) and every office download (chart data, charts, crosstab workbook and slide) show,
 * from the answer's `WeightingInfo` (`indexWeights.ts` `weightingInfo`, the summary's and the
 * crosstab's alike).
 */
import type { WeightingInfo } from './contract.ts';

const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * 'Weighted: efficiency 91.5%, effective base 259' (Kish's figures over the included completes,
 * the efficiency with one decimal like every share on the page), then the rake's note when it did
 * not converge; 'Unweighted' when weights were not applied.
 */
export function weightingLine(weighting: WeightingInfo): string {
  if (!weighting.applied) return 'Unweighted';
  const figures =
    weighting.efficiency === null || weighting.effectiveBase === null
      ? 'Weighted'
      : `Weighted: efficiency ${(weighting.efficiency * 100).toFixed(1)}%, effective base ${WHOLE.format(weighting.effectiveBase)}`;
  return weighting.note ? `${figures}. ${weighting.note}` : figures;
}

/** Beside weighted figures: their counts are sums of weights, shown as whole numbers. */
export const ROUNDED_COUNTS_NOTE =
  'Weighted counts are sums of weights rounded to whole numbers, so they may not add up exactly.';
