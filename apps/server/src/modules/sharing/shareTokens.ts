import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A link's token: 256 random bits, 43 base64url characters (the log redacts such segments). */
export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** What the table keeps of a token: its SHA-256 (a token is random, so no slow hash is needed). */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The shape of a token in a path: anything else is refused before the database is asked. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An unlock key of a password-protected link: `{expiresMs}.{mac}`, the MAC an HMAC-SHA256 of
 * the link id and expiry keyed by the link's password hash. It opens that link only, until it
 * expires, and no longer once the link is gone or revoked (every call reads the link); it needs
 * no secret of its own: the argon2 hash (with its random salt) never leaves the server.
 */
export function unlockKey(linkId: string, passwordHash: string, expiresMs: number): string {
  const mac = createHmac('sha256', passwordHash).update(`${linkId}.${expiresMs}`).digest();
  return `${expiresMs}.${mac.toString('base64url')}`;
}

/** True when `key` was made by unlockKey for this link and has not expired at `nowMs`. */
export function validUnlockKey(
  key: string,
  linkId: string,
  passwordHash: string,
  nowMs: number,
): boolean {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(key);
  if (!match) return false;
  const expiresMs = Number(match[1]);
  if (expiresMs <= nowMs) return false;
  const expected = Buffer.from(unlockKey(linkId, passwordHash, expiresMs));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
