import { ApiError } from '../../../lib/apiError.ts';
import { RESULTS_PAGE_MAX_RETRIES, resultsPageRetryDelayMs } from '../../../lib/resultsApi.ts';

export interface RetryOptions {
  /** Waits `ms`; rejects early when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
  retries?: number;
  delayMs?: (retry: number) => number;
}

/**
 * Whether another try may succeed: the server was not reached, was busy (429) or failed (5xx).
 * A 4xx answer is final (the survey is not completed, the ids are wrong): retrying would only
 * repeat it, so it is shown at once.
 */
export function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500)
  );
}

/**
 * Spec 3 §7: REST calls retry up to 5 times with a 500 ms delay that grows slightly each try (the
 * results page's policy: 500, 600, 720, 864, 1037 ms). An abort stops at once.
 */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  const retries = options.retries ?? RESULTS_PAGE_MAX_RETRIES;
  const delayMs = options.delayMs ?? resultsPageRetryDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      if (options.signal?.aborted || attempt >= retries || !isRetryable(error)) throw error;
    }
    await options.sleep(delayMs(attempt + 1), options.signal);
  }
}
