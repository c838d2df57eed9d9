import type {
  CreatedShareLink,
  CreateShareLinkRequest,
  SharedView,
  ShareLink,
  UnlockResponse,
} from '@survey/domain/sharing/contract';
import { SHARE_KEY_HEADER } from '@survey/domain/sharing/contract';
import { apiErrorFrom, ApiError } from './apiError.ts';
import { authedCallAt } from './dashboardApi.ts';
import { abortableSleep, createResultsClient, type ResultsClient } from './resultsApi.ts';

/** The researcher's share link routes (issue 39 §1). */
const SHARING_API = '/v1/sharing/api/v1.0';
/** The viewer's routes: the results API's paths under the link's token. */
const SHARED_API = '/v1/shared/api/v1.0';

/** The address a viewer opens. */
export const shareUrl = (token: string): string => `${window.location.origin}/shared/${token}`;

export const sharingApi = {
  create: (request: CreateShareLinkRequest) =>
    authedCallAt<CreatedShareLink>(`${SHARING_API}/links`, { body: request }),
  /** The survey's links, or with `markets` its project's links across markets (issue 37 §3). */
  list: (surveyId: string, signal?: AbortSignal, markets?: 'all') =>
    authedCallAt<ShareLink[]>(
      `${SHARING_API}/links?surveyId=${encodeURIComponent(surveyId)}${markets ? `&markets=${markets}` : ''}`,
      { signal },
    ),
  revoke: (id: string) =>
    authedCallAt<ShareLink>(`${SHARING_API}/links/${encodeURIComponent(id)}/revoke`, {
      method: 'POST',
    }),
};

async function sharedCall<T>(
  token: string,
  path: string,
  init: { key: string | null; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.key) headers[SHARE_KEY_HEADER] = init.key;
  let response: Response;
  try {
    response = await fetch(`${SHARED_API}/${encodeURIComponent(token)}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}

/** A viewer's calls of one link; `key` is the unlock key of a password-protected link. */
export const sharedApi = {
  view: (token: string, key: string | null, signal?: AbortSignal) =>
    sharedCall<SharedView>(token, '', { key, signal }),
  unlock: (token: string, password: string) =>
    sharedCall<UnlockResponse>(token, '/unlock', { key: null, body: { password } }),
  /** The results client of the page, reading under the link (no login, the key as a header). */
  results: (token: string, key: () => string | null): ResultsClient =>
    createResultsClient({
      fetch: (url, init) => fetch(url, init),
      sleep: abortableSleep,
      freshToken: () => Promise.resolve(null),
      storedToken: () => null,
      baseUrl: `${SHARED_API}/${encodeURIComponent(token)}/`,
      headers: (): Record<string, string> => {
        const value = key();
        return value ? { [SHARE_KEY_HEADER]: value } : {};
      },
    }),
};
