import type { ResultsClient, SurveyProgress } from '../../../lib/resultsApi.ts';

/**
 * Issue 37 §3: the results page of a multi-market project reads every market together ('All
 * markets', the default) or one market's own results. The choice is in the address (`market=`,
 * like the filters) so a reload or a shared link keeps it.
 */
export const MARKET_PARAM = 'market';
export const ALL_MARKETS = 'all';

/** The market chosen in the address: 'all' unless it names one of the project's markets. */
export function marketFromParam(value: string | null, marketIds: readonly string[]): string {
  return value !== null && marketIds.includes(value) ? value : ALL_MARKETS;
}

/**
 * The results client reading across the project's markets: the summary, free texts and crosstab
 * carry `markets: 'all'` (the server combines the markets' indexes), and the saved tables are
 * those across the markets (listed and saved with the scope); the rest is unchanged.
 */
export function acrossMarkets(api: ResultsClient): ResultsClient {
  return {
    ...api,
    summary: (request, signal) => api.summary({ ...request, markets: ALL_MARKETS }, signal),
    texts: (request, signal) => api.texts({ ...request, markets: ALL_MARKETS }, signal),
    crosstab: (request, signal) => api.crosstab({ ...request, markets: ALL_MARKETS }, signal),
    savedCrosstabs: (surveyId, signal) => api.savedCrosstabs(surveyId, signal, ALL_MARKETS),
    saveCrosstab: (saved) => api.saveCrosstab({ ...saved, markets: ALL_MARKETS }),
  };
}

/** The header's completes of a multi-market project: every market's, added up. */
export function combinedProgress(
  surveyId: string,
  markets: Iterable<SurveyProgress>,
): SurveyProgress | undefined {
  const rows = [...markets];
  if (rows.length === 0) return undefined;
  const sum = (f: (p: SurveyProgress) => number) => rows.reduce((n, p) => n + f(p), 0);
  const samplesCollected = sum((p) => p.samplesCollected);
  const samplesWanted = sum((p) => p.samplesWanted);
  return {
    surveyId,
    samplesCollected,
    samplesWanted,
    progress: samplesWanted > 0 ? samplesCollected / samplesWanted : 0,
    usableCompletes: sum((p) => p.usableCompletes ?? p.samplesCollected),
  };
}
