import type {
  CrosstabRequest,
  CrosstabResponse,
  SavedCrosstab,
} from '@survey/domain/results/analysisContract';
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { isAbortError } from '../../../lib/resultsApi.ts';
import { useLatestLoader } from '../data/useLatestLoader.ts';
import { useResultsSource } from '../data/resultsSource.ts';

/**
 * The crosstab for a request: at once on a change (the filters in it are the ones the cards were
 * answered with, already debounced), refreshed every 10 s while live like the cards.
 */
export function useCrosstab(surveyId: string, request: CrosstabRequest, live: boolean) {
  const { api } = useResultsSource();
  return useLatestLoader<CrosstabRequest, CrosstabResponse>({
    key: surveyId,
    query: request,
    load: (query, signal) => api.crosstab(query, signal),
    debounceMs: 0,
    polling: live,
    operation: 'resultsCrosstab',
  });
}

export interface SavedCrosstabs {
  /** Undefined while the first load is on its way. */
  tables: SavedCrosstab[] | undefined;
  failed: boolean;
  reload: () => void;
}

/** The survey's saved tables, newest last as the server lists them. */
export function useSavedCrosstabs(surveyId: string): SavedCrosstabs {
  const { api } = useResultsSource();
  const [tables, setTables] = useState<SavedCrosstab[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    api.savedCrosstabs(surveyId, controller.signal).then(
      (list) => {
        setTables(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        reportError(error, { operation: 'resultsSavedCrosstabs' });
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, surveyId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { tables, failed, reload };
}
