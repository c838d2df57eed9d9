import { effectiveBase } from '../../analysis/weightedStats.ts';
import type { CrosstabScope } from '../crosstab.ts';

/**
 * A crosstab scope's weights from a plain array of weights (tests), with the figures a rake would
 * report for them: Kish's effective base and efficiency over every respondent, converged.
 */
export function givenWeights(weights: Float64Array<ArrayBuffer>): CrosstabScope['weights'] {
  let sumW = 0;
  let sumW2 = 0;
  for (const w of weights) {
    sumW += w;
    sumW2 += w * w;
  }
  const base = effectiveBase(sumW, sumW2);
  return {
    weights,
    levels: null,
    efficiency: weights.length > 0 ? base / weights.length : 1,
    effectiveBase: base,
    converged: true,
    maxDeviation: 0,
  };
}
