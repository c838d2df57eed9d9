/**
 * The runner's side of the public respondent API (and of the preview endpoint, with the preview's
 * own token).
 * Every call answers the page to show; errors are typed from the server's JSON body.
 */
import type { Answer } from '@survey/domain/respondent/answers';
import type { Page } from '@survey/domain/respondent/engine/pages';
import type { AnswerProblem } from '@survey/domain/respondent/validateAnswer';

export const API = '/v1/respondent';

export interface RunnerLocale {
  language: string;
  country: string;
}

export interface RunnerView {
  page: Page;
  /** Where to send the respondent once the session ended (the supplier's address). */
  redirectUrl: string | null;
  /** The survey's locale; null when the server sent none the runner can read. */
  locale: RunnerLocale | null;
}

/**
 * The survey's locale as the server sent it, checked at the edge: an ISO 639 language and an
 * ISO 3166 country, else null (the runner then reads the browser's language, or English).
 */
export function parseLocale(value: unknown): RunnerLocale | null {
  if (typeof value !== 'object' || value === null) return null;
  const { language, country } = value as { language?: unknown; country?: unknown };
  if (typeof language !== 'string' || !/^[a-z]{2,3}$/i.test(language)) return null;
  return {
    language,
    country: typeof country === 'string' && /^[a-z]{2}$/i.test(country) ? country : '',
  };
}

/** A refusal from the server: `reason` is the stable code (INVALID_LINK, SURVEY_NOT_OPEN...). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly reason: string | null,
    message: string,
    readonly problem: AnswerProblem | null = null,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: unknown;
  reason?: unknown;
  message?: unknown;
  problem?: unknown;
}

function isProblem(value: unknown): value is AnswerProblem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Calls the API; a non-2xx answer becomes an ApiError, a lost connection stays a TypeError. */
export async function callApi<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; token?: string | null },
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${API}${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.ok) return (await res.json()) as T;
  let body: ErrorBody = {};
  try {
    body = (await res.json()) as ErrorBody;
  } catch {
    // A proxy's HTML error page: the status alone says what happened.
  }
  const reason =
    typeof body.reason === 'string'
      ? body.reason
      : typeof body.error === 'string'
        ? body.error
        : null;
  const message = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
  throw new ApiError(res.status, reason, message, isProblem(body.problem) ? body.problem : null);
}

/** Worth trying again: no connection, a server error, or being asked to slow down. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || [408, 429].includes(error.status);
  return error instanceof TypeError;
}

/** Backoff before attempt `n` (1-based): 0.5 s doubling to 8 s, with jitter so clients spread. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Sends until the server answers: answers are idempotent, so a retry sends the same body and a
 * request that reached the server before the connection dropped is answered the same again.
 * Refusals (4xx) are thrown at once.
 */
export async function withRetry<T>(
  send: () => Promise<T>,
  onRetrying: (retrying: boolean) => void,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await send();
      if (attempt > 1) onRetrying(false);
      return result;
    } catch (error) {
      if (!isRetryable(error)) {
        if (attempt > 1) onRetrying(false);
        throw error;
      }
      onRetrying(true);
      await sleep(backoffMs(attempt));
    }
  }
}

/** How the runner talks to the server: a real session, or the stateless dashboard preview. */
export interface Transport {
  start(): Promise<RunnerView>;
  answer(pageKey: string, answer: Answer | null): Promise<RunnerView>;
}
