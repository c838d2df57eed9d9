import { config } from './config.ts';
import { fetchJson } from './fetchJson.ts';
import { isTokenUsable } from './jwt.ts';
import { storeAccessToken, storedSession } from './storage.ts';

let inFlight: Promise<string> | null = null;

/**
 * Runs `fn` while holding a lock shared by every tab of this origin. The server revokes a whole
 * login when a refresh token is presented twice, so two tabs must never refresh at once.
 */
function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('survey-dashboard-refresh', fn)
    : fn();
}

/**
 * Exchanges the httpOnly refresh cookie for a new access token and stores it. Concurrent callers
 * in this tab (the session gate, Apollo, REST retries) share one request; another tab that
 * refreshed while this one waited for the lock hands over its fresh token instead.
 */
export function refreshAccessToken(): Promise<string> {
  const stale = storedSession.accessToken();
  inFlight ??= withRefreshLock(async () => {
    const current = storedSession.accessToken();
    if (current && current !== stale && isTokenUsable(current, Date.now())) return current;
    const { accessToken } = await fetchJson<{ accessToken: string }>(
      `${config.dashboardApiBase}refresh_token`,
      { credentials: 'include' },
    );
    storeAccessToken(accessToken);
    return accessToken;
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
