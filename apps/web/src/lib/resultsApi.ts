import { config } from './config.ts';
import { refreshAccessToken } from './refreshAccessToken.ts';
import { storedSession } from './storage.ts';

/** Per-survey progress from the results API (spec 1 §7). */
export interface SurveyProgress {
  surveyId: string;
  /** Fraction 0..1 of the wanted samples collected. */
  progress: number;
  samplesCollected: number;
  samplesWanted: number;
}

export const RESULTS_MAX_RETRIES = 10;
const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 30_000;

/** Delay before retry n (1-based): 250 ms doubling each time, at most 30 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** (retry - 1));
}

export interface ResultsClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  /** A fresh bearer token (refreshed from the session); null when none can be had. */
  freshToken: () => Promise<string | null>;
  storedToken: () => string | null;
  baseUrl: string;
}

export class ResultsApiError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Results API failed with status ${status}`);
    this.name = 'ResultsApiError';
    this.status = status;
  }
}

/**
 * The results API client. Spec 1 §7: a call failing with status >= 400 (or not reaching the
 * server) is retried up to 10 times with exponential delay, with a refreshed bearer token each time.
 */
export function createResultsClient(deps: ResultsClientDeps) {
  async function post<T>(path: string, body: unknown): Promise<T> {
    let token = deps.storedToken();
    let status = 0;
    for (let attempt = 0; attempt <= RESULTS_MAX_RETRIES; attempt += 1) {
      if (attempt > 0) {
        await deps.sleep(retryDelayMs(attempt));
        token = (await deps.freshToken().catch(() => null)) ?? deps.storedToken();
      }
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      try {
        const response = await deps.fetch(`${deps.baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (response.status < 400) return (await response.json()) as T;
        status = response.status;
      } catch {
        status = 0;
      }
    }
    throw new ResultsApiError(status);
  }

  return {
    progress: (surveyIds: readonly string[]) => post<SurveyProgress[]>('progress', { surveyIds }),
  };
}

export const resultsApi = createResultsClient({
  fetch: (url, init) => fetch(url, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  freshToken: refreshAccessToken,
  storedToken: storedSession.accessToken,
  baseUrl: config.resultsApiBase,
});
