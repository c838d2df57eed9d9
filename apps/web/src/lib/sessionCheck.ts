import { isTokenUsable } from './jwt.ts';

export type SessionCheck = 'ok' | 'refresh' | 'login';

/**
 * Spec 1 §4: without a stored e-mail the user logs in again; a missing or expired access token is
 * refreshed; otherwise the session stands.
 */
export function sessionCheck(
  email: string | null,
  accessToken: string | null,
  nowMs: number,
): SessionCheck {
  if (!email) return 'login';
  return isTokenUsable(accessToken, nowMs) ? 'ok' : 'refresh';
}
