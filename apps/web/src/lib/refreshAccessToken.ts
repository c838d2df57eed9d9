import { config } from './config.ts';
import { fetchJson } from './fetchJson.ts';
import { storeAccessToken } from './storage.ts';

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the httpOnly refresh cookie for a new access token and stores it. Concurrent callers
 * (the session gate, Apollo, REST retries) share one request.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= fetchJson<{ accessToken: string }>(`${config.dashboardApiBase}refresh_token`, {
    credentials: 'include',
  })
    .then(({ accessToken }) => {
      storeAccessToken(accessToken);
      return accessToken;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
