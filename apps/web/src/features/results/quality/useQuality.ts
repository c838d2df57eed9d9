import type { QualityResponse } from '@survey/domain/results/analysisContract';
import { resultsApi } from '../../../lib/resultsApi.ts';
import { useLatestLoader } from '../data/useLatestLoader.ts';

/**
 * The survey's flagged completes, refreshed while live; `version` changes after an exclusion so
 * the list loads again at once.
 */
export function useQuality(surveyId: string, live: boolean, version: number) {
  return useLatestLoader<string, QualityResponse>({
    key: surveyId,
    reloadOn: version,
    query: surveyId,
    load: (id, signal) => resultsApi.quality(id, signal),
    debounceMs: 0,
    polling: live,
    operation: 'resultsQuality',
  });
}
