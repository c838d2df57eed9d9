import type {
  QuotasResponse,
  ResponseFilter,
  SummaryResponse,
  TextAnswersResponse,
} from '@survey/domain/results/contract';
import type { ThemesResponse } from '@survey/domain/results/analysisContract';
import { resultsApi } from '../../../lib/resultsApi.ts';
import { useResultsSource } from './resultsSource.ts';
import { createSummaryPrefetch } from './summaryPrefetch.ts';
import { FILTER_DEBOUNCE_MS, useLatestLoader } from './useLatestLoader.ts';

const summaryPrefetch = createSummaryPrefetch((surveyId) =>
  resultsApi.summary({ surveyId, responseFilters: [] }),
);

/** Asks for the unfiltered summary now, for the cards that mount later (summaryPrefetch.ts). */
export const prefetchSummary = (surveyId: string) => summaryPrefetch.start(surveyId);

/**
 * The summary for the filters: at once on open, then 750 ms after the last filter change.
 * Switching weighting starts over at once (another key), without the debounce; a new
 * `version` (exclusions changed) reloads at once, keeping the shown figures meanwhile.
 */
export function useSummary(
  surveyId: string,
  filters: readonly ResponseFilter[],
  live: boolean,
  weighted = false,
  version = 0,
) {
  const { api } = useResultsSource();
  return useLatestLoader<readonly ResponseFilter[], SummaryResponse>({
    key: weighted ? `${surveyId}/weighted` : surveyId,
    reloadOn: version,
    query: filters,
    load: (responseFilters, signal) => {
      const load = () =>
        api.summary({ surveyId, responseFilters: [...responseFilters], weighted }, signal);
      // The prefetch asked the dashboard's client for the survey's own unweighted summary (not
      // across markets, not through a share link).
      const prefetched =
        responseFilters.length === 0 && !weighted && api === resultsApi
          ? summaryPrefetch.take(surveyId)
          : undefined;
      return prefetched ? prefetched.catch(load) : load();
    },
    debounceMs: FILTER_DEBOUNCE_MS,
    polling: live,
    operation: 'resultsSummary',
  });
}

/** The survey's quota results, refreshed while live and at once when `version` (exclusions) changes. */
export function useQuotas(surveyId: string, live: boolean, version = 0) {
  const { api } = useResultsSource();
  return useLatestLoader<string, QuotasResponse>({
    key: surveyId,
    reloadOn: version,
    query: surveyId,
    load: (id, signal) => api.quotas(id, signal),
    debounceMs: 0,
    polling: live,
    operation: 'resultsQuotas',
  });
}

export interface TextQuery {
  filters: readonly ResponseFilter[];
  search: string;
}

/** Spec 3 §9: searching free texts waits for typing to pause like the filters do. */
const TEXT_SEARCH_DEBOUNCE_MS = FILTER_DEBOUNCE_MS;
export const TEXT_ANSWERS_PAGE = 100;

/** The first 100 answers of a free-text question matching the filters and the search. */
export function useTextAnswers(
  surveyId: string,
  questionId: string,
  query: TextQuery,
  live: boolean,
) {
  const { api } = useResultsSource();
  return useLatestLoader<TextQuery, TextAnswersResponse>({
    key: `${surveyId}/${questionId}`,
    query,
    load: ({ filters, search }, signal) =>
      api.texts(
        {
          surveyId,
          questionId,
          responseFilters: [...filters],
          search,
          offset: 0,
          limit: TEXT_ANSWERS_PAGE,
        },
        signal,
      ),
    debounceMs: TEXT_SEARCH_DEBOUNCE_MS,
    polling: live,
    operation: 'resultsTexts',
  });
}

/** Themes of a free-text question's answers for the filters (issue 26 §4), refreshed while live. */
export function useTextThemes(
  surveyId: string,
  questionId: string,
  filters: readonly ResponseFilter[],
  live: boolean,
) {
  const { api } = useResultsSource();
  return useLatestLoader<readonly ResponseFilter[], ThemesResponse>({
    key: `${surveyId}/${questionId}`,
    query: filters,
    load: (responseFilters, signal) =>
      api.themes({ surveyId, questionId, responseFilters: [...responseFilters] }, signal),
    debounceMs: FILTER_DEBOUNCE_MS,
    polling: live,
    operation: 'resultsThemes',
  });
}
