import type { FieldHealthResponse } from '@survey/domain/fieldwork/health/fieldHealth';
import { resultsApi } from '../../../lib/resultsApi.ts';
import { useLatestLoader } from '../data/useLatestLoader.ts';

/**
 * The survey's field health, refreshed with the results while live; `stateVersion` changes with
 * the survey's state so a pause or halt (read by the header's own poll) shows its reason at once.
 */
export function useFieldHealth(surveyId: string, live: boolean, stateVersion: number) {
  return useLatestLoader<string, FieldHealthResponse>({
    key: surveyId,
    reloadOn: stateVersion,
    query: surveyId,
    load: (id, signal) => resultsApi.fieldHealth(id, signal),
    debounceMs: 0,
    polling: live,
    operation: 'resultsFieldHealth',
  });
}
