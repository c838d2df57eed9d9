import { SignJWT, jwtVerify } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { isStoredId } from '../../lib/ids.ts';
import { sessionInvalid } from './auth.errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_AUDIENCE = 'survey-dashboard';
export const TOKEN_ISSUER = 'survey-dashboard';

/** A fresh 256-bit secret for e-mailed links and refresh tokens, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256: a database leak does not yield usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface AccessClaims {
  userId: string;
  accountId: string;
  email: string;
  /** The user's token version when issued; a password reset bumps it. */
  version: number;
  /** The login (refresh-token family) it belongs to: logging out of it ends the token too. */
  session: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** Checks signature (HS256 only), expiry, audience and issuer; throws UNAUTHENTICATED. */
  verify(token: string): Promise<AccessClaims>;
}

/** Access tokens whose signature was checked, kept (oldest dropped first) so a repeat skips the HMAC. */
const VERIFIED_CAPACITY = 10_000;

export function createAccessTokens(secret: Uint8Array, clock: Clock): AccessTokens {
  // Every request presents its token again: the same string carries the same signed claims, so
  // its signature, audience and issuer need checking once; only the expiry moves with the clock.
  // jose verifies HS256 through WebCrypto, a thread-pool job per call (~0.1-1 ms under load).
  // The user's token version is still read on every request (sessions.service.ts).
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number) => {
    verified.set(token, { claims, exp });
    while (verified.size > VERIFIED_CAPACITY) {
      const oldest = verified.keys().next().value;
      if (oldest === undefined) break;
      verified.delete(oldest);
    }
  };
  return {
    async sign({ userId, accountId, email, version, session }) {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ acc: accountId, email, ver: version, sid: session })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // As jose decides: expired once `exp` is not after the current second.
        if (known.exp > Math.floor(clock().getTime() / 1000)) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          currentDate: clock(),
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, acc, email, ver, sid } = payload;
        if (typeof sub !== 'string' || typeof acc !== 'string' || typeof email !== 'string') {
          throw sessionInvalid();
        }
        // A token without a login (issued before logouts ended access tokens) is refused: it
        // could never be ended. Its refresh cookie still gets a new one.
        if (typeof ver !== 'number' || typeof sid !== 'string') throw sessionInvalid();
        if (![sub, acc, sid].every(isStoredId)) throw sessionInvalid();
        const claims = { userId: sub, accountId: acc, email, version: ver, session: sid };
        // requiredClaims made jose check that exp is there and a number.
        remember(token, claims, Number(payload.exp));
        return claims;
      } catch {
        throw sessionInvalid();
      }
    },
  };
}
