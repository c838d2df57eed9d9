/**
 * Weighted figures over a selection of completes, from the sums the results index keeps per
 * column (sum w, sum w^2, sum w x, sum w x^2): the Kish effective base and the weighted mean and
 * sample variance. Unweighted, every w is 1 and these are the plain count, mean and variance.
 */

/** Kish effective base (sum w)^2 / sum w^2; 0 when there is no weight. Scale-free: multiplying
 *  every weight by c leaves it unchanged. */
export function effectiveBase(sumW: number, sumW2: number): number {
  if (!(sumW2 > 0)) return 0;
  return (sumW * sumW) / sumW2;
}

/**
 * Weighted mean sum(wx)/sum(w) and sample variance: the weighted population variance times
 * n/(n - 1) with n the effective base, which is the usual (n - 1) variance when unweighted.
 * Mean and variance 0 when there is no weight; variance 0 when the effective base is 1 or less.
 */
export function weightedMeanVariance(
  sumW: number,
  sumWX: number,
  sumWX2: number,
  effectiveN: number,
): { mean: number; variance: number } {
  if (!(sumW > 0)) return { mean: 0, variance: 0 };
  const mean = sumWX / sumW;
  // sum(wx^2)/sum(w) - mean^2 can fall a rounding error below 0 when every x is equal.
  const populationVariance = Math.max(0, sumWX2 / sumW - mean * mean);
  const variance = effectiveN > 1 ? (populationVariance * effectiveN) / (effectiveN - 1) : 0;
  return { mean, variance };
}
