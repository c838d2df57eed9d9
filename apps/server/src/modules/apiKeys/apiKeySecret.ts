import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so: recognisable in a config file and by secret scanners. */
export const KEY_PREFIX = 'svk_';
/** 192 random bits: far past guessing, so a plain (fast) SHA-256 is enough to store it. */
const SECRET_BYTES = 24;
/** Characters of the key kept in clear to tell keys apart in the list (prefix + 8). */
const SHOWN = KEY_PREFIX.length + 8;

/** A new key: the secret (shown once), its hash (stored) and its shown prefix. */
export function newApiKey(): { secret: string; hash: string; prefix: string } {
  const secret = KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, hash: hashApiKey(secret), prefix: secret.slice(0, SHOWN) };
}

/**
 * The stored form of a key. A slow hash (argon2, like passwords) protects low-entropy secrets
 * against guessing from a leaked table; a 192-bit random secret cannot be guessed, so SHA-256 is
 * as safe here and costs microseconds on every API call instead of an argon2 run.
 */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A string shaped like one of our keys (anything else is refused without a query). */
export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(KEY_PREFIX) && value.length === KEY_PREFIX.length + 32;
}
