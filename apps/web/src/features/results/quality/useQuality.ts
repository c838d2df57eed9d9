import type { QualityResponse } from '@survey/domain/results/analysisContract';
import { resultsApi } from '../../../lib/resultsApi.ts';
import { useLatestLoader } from '../data/useLatestLoader.ts';
import { useResultsSource } from '../data/resultsSource.ts';

/** A read-only viewer never sees data quality: no call, nothing shown (a shared link). */
const never = (_: string, signal: AbortSignal) =>
  new Promise<QualityResponse>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/**
 * The survey's flagged completes, refreshed while live; `version` changes after an exclusion so
 * the list loads again at once.
 */
export function useQuality(surveyId: string, live: boolean, version: number) {
  const { readOnly } = useResultsSource();
  return useLatestLoader<string, QualityResponse>({
    key: surveyId,
    reloadOn: version,
    query: surveyId,
    load: readOnly ? never : (id, signal) => resultsApi.quality(id, signal),
    debounceMs: 0,
    polling: live && !readOnly,
    operation: 'resultsQuality',
  });
}
