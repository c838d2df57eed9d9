import { config } from './config.ts';
import { fetchJson } from './fetchJson.ts';
import { isTokenUsable } from './jwt.ts';
import { storeAccessToken, storedSession } from './storage.ts';
import { createTokenRefresher } from './tokenRefresher.ts';

/** Exchanges the httpOnly refresh cookie for a new access token, one tab at a time. */
export const refreshAccessToken = createTokenRefresher({
  withLock: (fn) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('survey-dashboard-refresh', fn)
      : fn(),
  readToken: storedSession.accessToken,
  storeToken: storeAccessToken,
  isUsable: (token) => isTokenUsable(token, Date.now()),
  fetchToken: async () =>
    (
      await fetchJson<{ accessToken: string }>(`${config.dashboardApiBase}refresh_token`, {
        credentials: 'include',
      })
    ).accessToken,
});
