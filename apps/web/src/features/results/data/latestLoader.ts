import { isAbortError } from '../../../lib/resultsApi.ts';

/** What a loader shows: the last answer, for which query, and whether the latest call failed. */
export interface LoaderState<Q, R> {
  data: R | undefined;
  /** The query `data` answers (the filters the counts were taken with). */
  dataQuery: Q | undefined;
  /** A call is scheduled or on its way. */
  pending: boolean;
  /** The latest call failed after its retries (spec 3 §8: an error flag is set). */
  failed: boolean;
}

export interface LatestLoaderOptions<Q, R> {
  load: (query: Q, signal: AbortSignal) => Promise<R>;
  /** Quiet time after the last change before calling (spec 3 §9: 750 ms for filters). */
  debounceMs: number;
  onChange: (state: LoaderState<Q, R>) => void;
  report: (error: unknown) => void;
}

/**
 * Loads the answer to the latest query only (spec 3 §7: the summary request is debounced and can be
 * cancelled). A change waits `debounceMs` of quiet, then one call; a newer change aborts the call
 * on its way, so an older answer never replaces a newer one. `refresh` (live polling) reloads the
 * current query at once, but never while a change is scheduled or a call is on its way.
 * Plain TypeScript, no React: the hook wraps it, and its tests drive it with fake timers.
 */
export function createLatestLoader<Q, R>(options: LatestLoaderOptions<Q, R>) {
  let state: LoaderState<Q, R> = {
    data: undefined,
    dataQuery: undefined,
    pending: false,
    failed: false,
  };
  let query: Q | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let disposed = false;

  function set(next: Partial<LoaderState<Q, R>>) {
    state = { ...state, ...next };
    if (!disposed) options.onChange(state);
  }

  function cancel() {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  }

  function run(current: Q) {
    const controller = new AbortController();
    inFlight = controller;
    set({ pending: true });
    options.load(current, controller.signal).then(
      (data) => {
        if (controller.signal.aborted || disposed) return;
        inFlight = undefined;
        set({ data, dataQuery: current, pending: false, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || disposed || isAbortError(error)) return;
        inFlight = undefined;
        options.report(error);
        set({ pending: false, failed: true });
      },
    );
  }

  return {
    getState: () => state,
    /** Loads `first` at once (the page opening). */
    start(first: Q) {
      cancel();
      query = first;
      run(first);
    },
    /** A changed query: debounced, superseding whatever is scheduled or on its way. */
    change(next: Q) {
      cancel();
      query = next;
      set({ pending: true });
      timer = setTimeout(() => {
        timer = undefined;
        run(next);
      }, options.debounceMs);
    },
    /**
     * Reload the current query at once, superseding a call on its way (the data changed on the
     * server, e.g. exclusions): the shown data stays until the new answer arrives.
     */
    reload() {
      if (query === undefined) return;
      cancel();
      run(query);
    },
    /** Reload the current query unless a change is scheduled or a call is on its way. */
    refresh() {
      if (query === undefined || timer !== undefined || inFlight !== undefined) return;
      run(query);
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}

export type LatestLoader<Q, R> = ReturnType<typeof createLatestLoader<Q, R>>;
