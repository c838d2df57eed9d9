import type {
  SetWeightingRequest,
  WeightingSchemeResponse,
} from '@survey/domain/results/weightingContract';
import type { ExclusionRequest, QualityResponse } from '@survey/domain/results/analysisContract';
import type {
  CrosstabRequest,
  CrosstabResponse,
  SavedCrosstab,
} from '@survey/domain/results/analysisContract';
import type {
  QuotasResponse,
  SummaryRequest,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from '@survey/domain/results/contract';
import type { ThemesRequest, ThemesResponse } from '@survey/domain/results/analysisContract';
import type { SurveySpend } from '@survey/domain/pricing/spend';
import type { FieldHealthResponse } from '@survey/domain/fieldwork/health/fieldHealth';
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
  /** Remaining places of the open sample, when respondents in progress hold them all (else 0). */
  placesHeld?: number;
  /** With placesHeld: milliseconds until the last of those respondents is due. */
  heldForMs?: number | null;
  /** What the collected completes cost against the budget; null before purchase. */
  spend?: SurveySpend | null;
  /** Completes collected less those excluded from analysis: what the header counts. */
  usableCompletes?: number;
  /** Completes replaced at no charge (excluded for poor quality, issue 38 §4). */
  replacedCompletes?: number;
}

/** How a call retries: how many times, and the delay before retry n (1-based). */
interface RetryPolicy {
  retries: number;
  delayMs: (retry: number) => number;
}

export const RESULTS_MAX_RETRIES = 10;
const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 30_000;

/** Spec 1 §7 (progress): 250 ms doubling each time, at most 30 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** (retry - 1));
}

export const RESULTS_PAGE_MAX_RETRIES = 5;

/**
 * Spec 3 §7 (quotas, summary, texts): "a 500 ms delay that grows slightly each try". Ours: 20% more
 * each time (500, 600, 720, 864, 1037 ms), so five retries give up after about 3.7 s.
 */
export function resultsPageRetryDelayMs(retry: number): number {
  return Math.round(500 * 1.2 ** (retry - 1));
}

const PROGRESS_POLICY: RetryPolicy = { retries: RESULTS_MAX_RETRIES, delayMs: retryDelayMs };
const PAGE_POLICY: RetryPolicy = {
  retries: RESULTS_PAGE_MAX_RETRIES,
  delayMs: resultsPageRetryDelayMs,
};
// Saving and deleting a table: a refusal (409 name taken, 404 gone) would only repeat.
const ONCE: RetryPolicy = { retries: 0, delayMs: resultsPageRetryDelayMs };

export interface ResultsClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Waits `ms`; rejects early when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A fresh bearer token (refreshed from the session); null when none can be had. */
  freshToken: () => Promise<string | null>;
  storedToken: () => string | null;
  baseUrl: string;
  /** Headers every call carries besides the token (a share link's unlock key). */
  headers?: () => Record<string, string>;
}

export class ResultsApiError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Results API failed with status ${status}`);
    this.name = 'ResultsApiError';
    this.status = status;
  }
}

/** True for the rejection of a call its caller cancelled (not a failure to report). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  policy: RetryPolicy;
  signal?: AbortSignal;
}

/**
 * The results API client. A call failing with status >= 400 (or not reaching the server) is
 * retried with a refreshed bearer token each time: spec 1 §7's 10 doubling retries for progress,
 * spec 3 §7's 5 slightly growing ones for the results page's calls. An aborted call stops at once
 * (no more tries) and rejects with the AbortError.
 */
export function createResultsClient(deps: ResultsClientDeps) {
  async function send<T>({ method, path, body, policy, signal }: Call): Promise<T> {
    let token = deps.storedToken();
    let status = 0;
    for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
      if (attempt > 0) {
        await deps.sleep(policy.delayMs(attempt), signal);
        token = (await deps.freshToken().catch(() => null)) ?? deps.storedToken();
      }
      signal?.throwIfAborted();
      const headers: Record<string, string> = { accept: 'application/json', ...deps.headers?.() };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      try {
        const response = await deps.fetch(`${deps.baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
        // 204 (a deletion) has no body.
        if (response.status === 204) return undefined as T;
        if (response.status < 400) return (await response.json()) as T;
        status = response.status;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (isAbortError(error)) throw error;
        status = 0;
      }
    }
    throw new ResultsApiError(status);
  }

  return {
    crosstab: (request: CrosstabRequest, signal?: AbortSignal) =>
      send<CrosstabResponse>({
        method: 'POST',
        path: 'crosstab',
        body: request,
        policy: PAGE_POLICY,
        signal,
      }),
    /** The survey's own saved tables, or with `markets` those across its project's markets. */
    savedCrosstabs: (surveyId: string, signal?: AbortSignal, markets?: 'all') =>
      send<SavedCrosstab[]>({
        method: 'GET',
        path: `crosstabs?surveyId=${encodeURIComponent(surveyId)}${markets ? `&markets=${markets}` : ''}`,
        policy: PAGE_POLICY,
        signal,
      }),
    saveCrosstab: (saved: Pick<SavedCrosstab, 'surveyId' | 'name' | 'definition' | 'markets'>) =>
      send<SavedCrosstab>({ method: 'POST', path: 'crosstabs', body: saved, policy: ONCE }),
    deleteCrosstab: (id: string) =>
      send<void>({
        method: 'DELETE',
        path: `crosstabs/${encodeURIComponent(id)}`,
        policy: ONCE,
      }),
    progress: (surveyIds: readonly string[]) =>
      send<SurveyProgress[]>({
        method: 'POST',
        path: 'progress',
        body: { surveyIds },
        policy: PROGRESS_POLICY,
      }),
    summary: (request: SummaryRequest, signal?: AbortSignal) =>
      send<SummaryResponse>({
        method: 'POST',
        path: 'summary',
        body: request,
        policy: PAGE_POLICY,
        signal,
      }),
    quotas: (surveyId: string, signal?: AbortSignal) =>
      send<QuotasResponse>({
        method: 'GET',
        path: `quotas?surveyId=${encodeURIComponent(surveyId)}`,
        policy: PAGE_POLICY,
        signal,
      }),
    texts: (request: TextAnswersRequest, signal?: AbortSignal) =>
      send<TextAnswersResponse>({
        method: 'POST',
        path: 'texts',
        body: request,
        policy: PAGE_POLICY,
        signal,
      }),
    fieldHealth: (surveyId: string, signal?: AbortSignal) =>
      send<FieldHealthResponse>({
        method: 'GET',
        path: `field-health?surveyId=${encodeURIComponent(surveyId)}`,
        policy: PAGE_POLICY,
        signal,
      }),
    /** One page of the flagged completes, from `offset` (the server's page size). */
    quality: (surveyId: string, signal?: AbortSignal, offset = 0) =>
      send<QualityResponse>({
        method: 'GET',
        path: `quality?surveyId=${encodeURIComponent(surveyId)}&offset=${String(offset)}`,
        policy: PAGE_POLICY,
        signal,
      }),
    // Idempotent (the same request sets the same state), so retrying it is safe.
    setExclusions: (request: ExclusionRequest) =>
      send<unknown>({
        method: 'POST',
        path: 'quality/exclusions',
        body: request,
        policy: PAGE_POLICY,
      }),
    /** The weighting scheme, its questions (prefilled) and the weighting it gives (issue 38 §5). */
    weighting: (surveyId: string, signal?: AbortSignal) =>
      send<WeightingSchemeResponse>({
        method: 'GET',
        path: `weighting?surveyId=${encodeURIComponent(surveyId)}`,
        policy: PAGE_POLICY,
        signal,
      }),
    setWeighting: (request: SetWeightingRequest) =>
      send<WeightingSchemeResponse>({
        method: 'PUT',
        path: 'weighting',
        body: request,
        policy: ONCE,
      }),
    clearWeighting: (surveyId: string) =>
      send<WeightingSchemeResponse>({
        method: 'DELETE',
        path: `weighting?surveyId=${encodeURIComponent(surveyId)}`,
        policy: ONCE,
      }),
    themes: (request: ThemesRequest, signal?: AbortSignal) =>
      send<ThemesResponse>({
        method: 'POST',
        path: 'themes',
        body: request,
        policy: PAGE_POLICY,
        signal,
      }),
  };
}

export type ResultsClient = ReturnType<typeof createResultsClient>;

/** A timer that an AbortSignal cuts short. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const resultsApi = createResultsClient({
  fetch: (url, init) => fetch(url, init),
  sleep: abortableSleep,
  freshToken: refreshAccessToken,
  storedToken: storedSession.accessToken,
  baseUrl: config.resultsApiBase,
});
