import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// argon2id with the OWASP minimum parameters (QUALITY R2). `Algorithm` is an ambient const enum,
// which isolatedModules cannot read, hence the literal: 2 is Argon2id. One place for every
// password the server keeps: accounts' and share links' (issue 39 §1).
const ARGON2: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `stored`. With no stored hash (unknown user, password not set yet)
 * it still verifies against a throw-away hash so that the answer takes the same time.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
