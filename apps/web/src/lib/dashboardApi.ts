import { ApiError } from './apiError.ts';
import { config } from './config.ts';
import { fetchJson, type JsonRequest } from './fetchJson.ts';
import { refreshAccessToken } from './refreshAccessToken.ts';
import { storedSession } from './storage.ts';

type PublicRequest = Omit<JsonRequest, 'token'>;

/** A call to the dashboard REST API that needs no session (login, sign-up, password reset). */
export function publicCall<T>(path: string, request: PublicRequest = {}): Promise<T> {
  return fetchJson<T>(`${config.dashboardApiBase}${path}`, { credentials: 'include', ...request });
}

/** A call with the stored bearer token; on 401 the token is refreshed once and the call retried. */
export function authedCall<T>(path: string, request: PublicRequest = {}): Promise<T> {
  return authedCallAt<T>(`${config.dashboardApiBase}${path}`, request);
}

/** Like authedCall, for another API of this server (same origin), by its full path. */
export async function authedCallAt<T>(url: string, request: PublicRequest = {}): Promise<T> {
  try {
    return await fetchJson<T>(url, { ...request, token: storedSession.accessToken() });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const token = await refreshAccessToken();
    return fetchJson<T>(url, { ...request, token });
  }
}
