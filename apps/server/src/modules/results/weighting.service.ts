/**
 * The researcher's weighting scheme (issue 38 §5): read, set and clear, scoped to the caller's
 * account (another account's survey or an unknown one: 404). A scheme is checked against the
 * survey's published version by the domain's `checkWeightingScheme` (a typed 400 with its code as
 * `reason`; nothing stored); storing or clearing it raises the survey's data revision, so every
 * instance's index rakes to it from its next read and every export after it carries its weights.
 */
import type {
  SetWeightingRequest,
  WeightingSchemeResponse,
} from '@survey/domain/results/weightingContract';
import { weightingInfo } from '@survey/domain/results/indexWeights';
import { SELECTED } from '@survey/domain/results/layout';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import { weightingQuestions } from '@survey/domain/results/weightingPrefill';
import { checkWeightingScheme, WeightingSchemeError } from '@survey/domain/results/weightingScheme';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { LiveSurvey } from '../orders/liveSurveys.queries.ts';
import { appliedScheme } from '@survey/domain/results/schemeMargins';
import { indexOf, publishedOf, type ResultsCtx } from './summary.service.ts';
import {
  deleteWeightingScheme,
  upsertWeightingScheme,
  weightingSchemeOf,
} from './weighting.store.ts';

export type WeightingCtx = ResultsCtx & { clock: Clock };

const notPublished = () =>
  new AppError('BAD_USER_INPUT', 'Weighting can be set once the survey is live.', {
    reason: 'NOT_PUBLISHED',
  });

/** The included completes per option of a question, unweighted (the sample's own shares). */
function countsOf(index: ResultsIndex) {
  const population = index.population();
  return (questionId: string): ReadonlyMap<string, number> => {
    const bitmaps = index.bitmaps(questionId);
    const counts = new Map<string, number>();
    for (const row of bitmaps?.entry.rows ?? []) {
      const cell = bitmaps?.cell(row.id, SELECTED.id);
      if (cell) counts.set(row.id, population ? cell.andCount(population) : cell.count());
    }
    return counts;
  };
}

async function answer(ctx: WeightingCtx, live: LiveSurvey): Promise<WeightingSchemeResponse> {
  const [index, scheme] = await Promise.all([
    indexOf(ctx, live),
    weightingSchemeOf(ctx.db, live.surveyId),
  ]);
  return {
    surveyId: live.surveyId,
    scheme,
    applied: appliedScheme(index.layout, scheme) !== null,
    questions: weightingQuestions(live.published, countsOf(index)),
    weighting: weightingInfo(index.weights(), index.weights() !== null),
  };
}

/** The scheme, the questions it may weight (prefilled) and the weighting every view uses now. */
export async function surveyWeighting(
  ctx: WeightingCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<WeightingSchemeResponse> {
  const live = await publishedOf(ctx, viewer, surveyId);
  if (!live) {
    return {
      surveyId,
      scheme: null,
      applied: false,
      questions: [],
      weighting: weightingInfo(null, false),
    };
  }
  return answer(ctx, live);
}

export async function setSurveyWeighting(
  ctx: WeightingCtx,
  viewer: Viewer,
  input: SetWeightingRequest,
): Promise<WeightingSchemeResponse> {
  const live = await publishedOf(ctx, viewer, input.surveyId);
  if (!live) throw notPublished();
  const index = await indexOf(ctx, live);
  let scheme;
  try {
    scheme = checkWeightingScheme(input.scheme, index.layout);
  } catch (error) {
    if (!(error instanceof WeightingSchemeError)) throw error;
    throw new AppError('BAD_USER_INPUT', error.message, { reason: error.code, ...error.details });
  }
  await upsertWeightingScheme(
    ctx.db,
    { surveyId: live.surveyId, accountId: viewer.accountId, updatedBy: viewer.userId, scheme },
    ctx.clock(),
  );
  return answer(ctx, live);
}

/** Back to the quota targets (no scheme); clearing a survey without one changes nothing. */
export async function clearSurveyWeighting(
  ctx: WeightingCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<WeightingSchemeResponse> {
  const live = await publishedOf(ctx, viewer, surveyId);
  if (!live) return surveyWeighting(ctx, viewer, surveyId);
  await deleteWeightingScheme(ctx.db, surveyId);
  return answer(ctx, live);
}
