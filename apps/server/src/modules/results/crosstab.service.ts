import type { CrosstabRequest, CrosstabResponse } from '@survey/domain/results/analysisContract';
import { NetDefinitionError } from '@survey/domain/analysis/nets';
import { SignificanceOptionsError } from '@survey/domain/analysis/significanceOptions';
import { crosstab, type CrosstabScope } from '@survey/domain/results/crosstab';
import type { TabulatedIndex } from '@survey/domain/results/crosstabVariables';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import { unitCrosstab } from '@survey/domain/results/unitCrosstab';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { indexOf, publishedOf, query, type ResultsCtx } from './summary.service.ts';

/**
 * The weights and population a crosstab counts with: the index's raking (quota targets as margins,
 * over the included completes: weights, efficiency and effective base) and its included completes
 * (data-quality exclusions), the same the summary and the raw-data export use.
 */
function scopeOf(index: ResultsIndex): CrosstabScope {
  return { weights: index.weights(), population: index.population() };
}

/**
 * `surveyCrosstab` bound to the app's results cache, for other modules (a tracker's waves): it
 * takes the request as the crosstab route does, unchecked, and checks it with the route's schema.
 */
export type SurveyCrosstab = (viewer: Viewer, input: unknown) => Promise<CrosstabResponse>;

/** A row question by a banner on the survey's results (issue 26 §1), scoped to the viewer. */
export async function surveyCrosstab(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: CrosstabRequest,
): Promise<CrosstabResponse> {
  const live = await publishedOf(ctx, viewer, input.surveyId);
  if (!live) {
    // A draft has no result entries: any question named is unknown to its results.
    throw new AppError('BAD_USER_INPUT', 'The survey is not published: no results to tabulate.', {
      reason: 'UNKNOWN_QUESTION',
    });
  }
  const index = await indexOf(ctx, live);
  // A looped card across its items counts its section's iterations (unitCrosstab.ts).
  return typedCrosstab(() => unitCrosstab(index, input, scopeOf(index)));
}

/**
 * The crosstab of `input` on a project's markets' index (marketScope.service.ts), its errors
 * typed; loops' iterations are one survey's (surveyCrosstab).
 */
export function tabulate(
  index: TabulatedIndex,
  input: CrosstabRequest,
  scope: CrosstabScope,
): CrosstabResponse {
  return typedCrosstab(() => crosstab(index, input, scope));
}

function typedCrosstab(table: () => CrosstabResponse): CrosstabResponse {
  return query(() => {
    try {
      return table();
    } catch (error) {
      // A net the table cannot show (duplicate label, an option the row lacks) or significance
      // options that contradict each other (callers other than the route's schema): a typed 400.
      if (!(error instanceof NetDefinitionError || error instanceof SignificanceOptionsError)) {
        throw error;
      }
      throw new AppError('BAD_USER_INPUT', error.message, { reason: error.code });
    }
  });
}
