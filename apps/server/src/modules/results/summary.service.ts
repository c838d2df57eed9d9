import type { Viewer } from '../../platform/viewer.ts';
import { quotaResults } from '@survey/domain/results/quotaResults';
import type {
  QuotasResponse,
  ResponseFilter,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from '@survey/domain/results/contract';
import { ResultsQueryError } from '@survey/domain/results/filters';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import type { ThemesRequest, ThemesResponse } from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { ownSurveyIds } from '../projects/surveys.service.ts';
import type { LiveSurvey, LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { quotaResultFills, type CompletesSource } from '../respondent/respondent.service.ts';
import type { ResultsCache } from './resultsCache.ts';

export interface ResultsCtx {
  db: Executor;
  live: LiveSurveys;
  completes: CompletesSource;
  cache: ResultsCache;
}

/** The viewer's survey as published; undefined while it is a draft. Others' surveys: 404. */
export async function publishedOf(
  ctx: ResultsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<LiveSurvey | undefined> {
  const owned = await ownSurveyIds(ctx, viewer, [surveyId]);
  if (!owned.has(surveyId)) throw notFound('Survey');
  return ctx.live.current(surveyId);
}

/** Runs a query on the index; a filter naming what the survey does not have is a 400. */
export function query<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ResultsQueryError) {
      throw new AppError('BAD_USER_INPUT', error.message, { reason: error.code });
    }
    throw error;
  }
}

export async function indexOf(ctx: ResultsCtx, live: LiveSurvey): Promise<ResultsIndex> {
  return ctx.cache.index(live.surveyId, live.version, live.published);
}

/** The summary of a survey with no results yet (a draft, or a project with no market bought). */
export function emptySummary(surveyId: string): SummaryResponse {
  return {
    surveyId,
    samplesCollected: 0,
    samplesCollectedFiltered: 0,
    results: [],
    weighting: {
      applied: false,
      available: false,
      efficiency: null,
      effectiveBase: null,
      note: 'Weighting is available once the survey is live.',
    },
  };
}

/** Counts of every result entry for all and for the filtered completes (spec 3 §7 /summary). */
export async function surveySummary(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: { surveyId: string; responseFilters: ResponseFilter[]; weighted: boolean },
): Promise<SummaryResponse> {
  const live = await publishedOf(ctx, viewer, input.surveyId);
  if (!live) return emptySummary(input.surveyId);
  const index = await indexOf(ctx, live);
  return query(() =>
    index.summary(input.surveyId, input.responseFilters, { weighted: input.weighted }),
  );
}

/** Free-text answers of one text question (our /texts extension). */
export async function surveyTexts(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: TextAnswersRequest,
): Promise<TextAnswersResponse> {
  const live = await publishedOf(ctx, viewer, input.surveyId);
  if (!live) return { total: 0, items: [] };
  const index = await indexOf(ctx, live);
  return query(() => index.texts(input));
}

/**
 * Themes of one free-text question's answers (issue 26 §4), found among the included completes
 * and counted among the filtered ones; the index keeps them until it grows.
 */
export async function surveyThemes(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: ThemesRequest,
): Promise<ThemesResponse> {
  const live = await publishedOf(ctx, viewer, input.surveyId);
  if (!live)
    return { surveyId: input.surveyId, questionId: input.questionId, answered: 0, themes: [] };
  const index = await indexOf(ctx, live);
  // Excluded completes (data quality) are neither themed nor counted: the index leaves them out.
  return query(() => index.themes(input));
}

/** Quota results of the survey's audience (spec 3 §7 /quotas). */
export async function surveyQuotas(
  ctx: ResultsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<QuotasResponse> {
  const live = await publishedOf(ctx, viewer, surveyId);
  // Excluded completes count nowhere in analysis, quota result cards included.
  const [{ fills, excluded }, collected] = await Promise.all([
    quotaResultFills(ctx, surveyId),
    ctx.completes.count(surveyId),
  ]);
  return quotaResults(
    surveyId,
    live ? { survey: live.published, samplesNeeded: live.samplesNeeded } : null,
    fills,
    collected - excluded,
  );
}
