import { useContext, useEffect, useRef, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { createLatestLoader, type LatestLoader, type LoaderState } from './latestLoader.ts';
import { ResultsDataVersion } from './resultsDataVersion.ts';

/** Spec 3 §9 Timing: the results filter debounce. */
export const FILTER_DEBOUNCE_MS = 750;
/** Live surveys refresh their results as often as their progress (spec 3 §9 Timing: 10 s). */
export const RESULTS_POLL_MS = 10_000;

interface Options<Q, R> {
  /** Identifies the loader: a new key starts over (another survey, another question). */
  key: string;
  query: Q;
  load: (query: Q, signal: AbortSignal) => Promise<R>;
  debounceMs: number;
  /** Refresh every RESULTS_POLL_MS while true. */
  polling: boolean;
  operation: string;
  /**
   * A change of this value reloads at once, keeping the shown data meanwhile (exclusions), as a
   * change of the `ResultsDataVersion` above the loader does.
   */
  reloadOn?: number;
}

/** React's view of a `createLatestLoader`: the first query at once, later ones debounced. */
export function useLatestLoader<Q, R>(options: Options<Q, R>): LoaderState<Q, R> {
  const { key, query, debounceMs, polling, operation } = options;
  const [state, setState] = useState<LoaderState<Q, R>>({
    data: undefined,
    dataQuery: undefined,
    pending: true,
    failed: false,
  });
  const loaderRef = useRef<LatestLoader<Q, R> | null>(null);
  const loadRef = useRef(options.load);
  const queryRef = useRef(query);
  // Declared first, so the effects below see this render's load function and query.
  useEffect(() => {
    loadRef.current = options.load;
    queryRef.current = query;
  });

  useEffect(() => {
    const loader = createLatestLoader<Q, R>({
      load: (q, signal) => loadRef.current(q, signal),
      debounceMs,
      onChange: setState,
      report: (error) => reportError(error, { operation }),
    });
    loaderRef.current = loader;
    loader.start(queryRef.current);
    return () => {
      loader.dispose();
      loaderRef.current = null;
    };
  }, [key, debounceMs, operation]);

  // Later queries (filters, search) go through the debounce; the first one was started above.
  const startedRef = useRef<{ key: string; query: Q } | null>(null);
  useEffect(() => {
    const started = startedRef.current;
    startedRef.current = { key, query };
    if (started && started.key === key && started.query !== query) loaderRef.current?.change(query);
  }, [key, query]);

  const dataVersion = useContext(ResultsDataVersion);
  const reloadOn = `${String(options.reloadOn ?? 0)}/${String(dataVersion)}`;
  const reloadOnRef = useRef(reloadOn);
  useEffect(() => {
    if (reloadOnRef.current === reloadOn) return;
    reloadOnRef.current = reloadOn;
    loaderRef.current?.reload();
  }, [reloadOn]);

  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => loaderRef.current?.refresh(), RESULTS_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, key]);

  return state;
}
