/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    const exp = claims.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * A token is usable when it exists, is readable and has not yet expired at `nowMs`. A small
 * margin avoids sending a token that expires while the request is in flight.
 */
export function isTokenUsable(token: string | null, nowMs: number, marginMs = 10_000): boolean {
  if (!token) return false;
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 > nowMs + marginMs;
}
