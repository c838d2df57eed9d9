/**
 * A crosstab on the unit its row asks for (issue 38 §2): a looped card across its items (`Q5`
 * stacked) is tabulated over its section's iterations, so a banner by 'Loop items' gives each
 * item's answers their own column and every base counts iterations (unweighted: the answer says
 * so in `weighting.note` when weights were asked for). Any other row: the respondents, as before.
 */
import type { CrosstabRequest, CrosstabResponse } from './analysisContract.ts';
import { crosstab, type CrosstabScope } from './crosstab.ts';
import { rowVariable } from './crosstabVariables.ts';
import { weightingInfo } from './indexWeights.ts';
import { analysisUnit } from './loopedResultsIndex.ts';
import type { ResultsIndex } from './resultsIndex.ts';

export const UNWEIGHTED_ITERATIONS = 'Loop iterations are counted unweighted.';

export function unitCrosstab(
  index: ResultsIndex,
  req: CrosstabRequest,
  scope: CrosstabScope,
): CrosstabResponse {
  const others = [
    ...req.banner.map((b) => b.matrixTitleId ?? b.questionId),
    ...req.responseFilters.map((f) => f.matrixTitleId ?? f.questionId),
  ];
  const unit = analysisUnit(index, req.row.matrixTitleId ?? req.row.questionId, others);
  if (!unit.iterations) return crosstab(index, req, scope);
  const on = unit.index;
  const table = crosstab(
    on,
    { ...req, weighted: false },
    { weights: null, population: on.population() },
  );
  const filtered = on.filtered(req.responseFilters);
  const answered = rowVariable(on, req.row).answered.clone();
  if (filtered) answered.andInPlace(filtered);
  const weighting = weightingInfo(scope.weights, false);
  return {
    ...table,
    weighting: req.weighted ? { ...weighting, note: UNWEIGHTED_ITERATIONS } : weighting,
    iterations: { respondents: unit.iterations.respondents(answered) },
  };
}
