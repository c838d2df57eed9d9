/** What a refresher needs from its surroundings; injected so the coordination is testable. */
export interface RefresherDeps {
  /** Runs `fn` exclusively across every tab of the origin (the Web Locks API in browsers). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  readToken(): string | null;
  storeToken(token: string): void;
  isUsable(token: string): boolean;
  /** Exchanges the refresh cookie for a new access token. */
  fetchToken(): Promise<string>;
}

/**
 * Creates the refresh function of one tab. Callers in the tab share one request; a tab that
 * waited for the lock while another tab refreshed takes that tab's fresh token instead of
 * presenting the already-rotated refresh cookie (which the server treats as theft and answers by
 * ending the whole login).
 */
export function createTokenRefresher(deps: RefresherDeps): () => Promise<string> {
  let inFlight: Promise<string> | null = null;
  return () => {
    const stale = deps.readToken();
    inFlight ??= deps
      .withLock(async () => {
        const current = deps.readToken();
        if (current && current !== stale && deps.isUsable(current)) return current;
        const token = await deps.fetchToken();
        deps.storeToken(token);
        return token;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
