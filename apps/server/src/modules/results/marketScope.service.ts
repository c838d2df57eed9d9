import type { CrosstabRequest, CrosstabResponse } from '@survey/domain/results/analysisContract';
import type {
  ResponseFilter,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from '@survey/domain/results/contract';
import { findCountry } from '@survey/domain/projects/countries';
import { MarketsIndex, type MarketPart } from '@survey/domain/results/marketsIndex';
import { marketsSummary, marketsTexts } from '@survey/domain/results/marketsSummary';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { fieldworkOfSurvey } from '../fieldwork/fieldwork.service.ts';
import { requireProjectOfSurvey } from '../projects/projectSurveys.service.ts';
import { tabulate } from './crosstab.service.ts';
import { emptySummary, query, type ResultsCtx } from './summary.service.ts';

/**
 * Issue 37 §3: `markets: 'all'` on a results request reads every market of the survey's
 * multi-market project together (`packages/domain/src/results/marketsIndex.ts`), on the markets'
 * own cached indexes: nothing is read from PostgreSQL but what each market's index catches up.
 */
export type MarketsScope = 'all' | undefined;

/** One combined index per set of market indexes; a market's new index (version, eviction) makes a new one. */
const combined = new WeakMap<object, { parts: MarketPart[]; index: MarketsIndex }>();

const notMultiMarket = () =>
  new AppError(
    'BAD_USER_INPUT',
    'This survey is not a market of a multi-market project: read its results without markets.',
    { reason: 'NOT_MULTI_MARKET' },
  );

/**
 * The lead market's survey id of the viewer's survey's multi-market project: what a saved table
 * or a share link across the markets is kept on (any market's id names the project). Another
 * account's survey: 404; an ad hoc project's: 400 NOT_MULTI_MARKET, as the reads.
 */
export async function leadMarketOf(
  ctx: { db: ResultsCtx['db'] },
  viewer: Pick<Viewer, 'accountId'>,
  surveyId: string,
): Promise<string> {
  const project = await requireProjectOfSurvey(ctx, viewer, surveyId);
  const lead = project.surveys[0];
  if (project.projectType !== 'MultiMarket' || !lead) throw notMultiMarket();
  return lead.id;
}

/**
 * The combined index of the viewer's survey's markets that are published (a market never bought
 * has no results); null when none is. Another account's survey: 404; an ad hoc project's: 400.
 */
export async function marketsIndexOf(
  ctx: ResultsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<MarketsIndex | null> {
  const project = await requireProjectOfSurvey(ctx, viewer, surveyId);
  if (project.projectType !== 'MultiMarket') throw notMultiMarket();
  const parts = (
    await Promise.all(
      project.surveys.map(async (survey): Promise<MarketPart | null> => {
        const live = await ctx.live.current(survey.id);
        if (!live) return null;
        const [index, fieldwork] = await Promise.all([
          ctx.cache.index(live.surveyId, live.version, live.published),
          fieldworkOfSurvey(ctx, survey.id),
        ]);
        const code = fieldwork?.countryCode ?? '';
        return { id: survey.id, text: findCountry(code)?.name ?? code, index };
      }),
    )
  ).filter((p): p is MarketPart => p !== null);
  const first = parts[0];
  if (!first) return null;
  const known = combined.get(first.index);
  if (
    known &&
    known.parts.length === parts.length &&
    known.parts.every((p, i) => p.index === parts[i]?.index && p.text === parts[i]?.text)
  ) {
    return known.index;
  }
  const index = new MarketsIndex(parts);
  combined.set(first.index, { parts, index });
  return index;
}

/** The summary of every market of the project together (absent: nothing published yet). */
export async function marketsSummaryOf(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: { surveyId: string; responseFilters: ResponseFilter[]; weighted: boolean },
): Promise<SummaryResponse> {
  const index = await marketsIndexOf(ctx, viewer, input.surveyId);
  if (!index) return emptySummary(input.surveyId);
  return query(() =>
    marketsSummary(index, input.surveyId, input.responseFilters, { weighted: input.weighted }),
  );
}

/** Free texts of one question across the markets, newest first. */
export async function marketsTextsOf(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: TextAnswersRequest,
): Promise<TextAnswersResponse> {
  const index = await marketsIndexOf(ctx, viewer, input.surveyId);
  if (!index) return { total: 0, items: [] };
  return query(() => marketsTexts(index, input));
}

/** A crosstab across the markets: 'Market' can be a banner group (letters between markets). */
export async function marketsCrosstabOf(
  ctx: ResultsCtx,
  viewer: Viewer,
  input: CrosstabRequest,
): Promise<CrosstabResponse> {
  const index = await marketsIndexOf(ctx, viewer, input.surveyId);
  if (!index) {
    throw new AppError('BAD_USER_INPUT', 'No market is published: no results to tabulate.', {
      reason: 'UNKNOWN_QUESTION',
    });
  }
  return tabulate(index, input, { weights: index.weights(), population: index.population() });
}
