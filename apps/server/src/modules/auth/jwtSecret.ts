import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { serverSecrets } from './auth.tables.ts';

/**
 * A signing key: the configured value when set; otherwise one generated once and kept in the
 * database (server_secrets, under `name`), so that what it signed survives restarts and every
 * process behind a balancer agrees.
 */
export async function resolveServerSecret(
  name: string,
  configured: string | undefined,
  db: Db,
  log: Pick<Logger, 'warn'>,
  variable: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // ON CONFLICT keeps the first writer's value when several processes start at once.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error('server secret missing after insert');
  log.warn(
    `${variable} is not set: a key generated and stored in the database (server_secrets, '${name}') is used. Set ${variable} to manage the key yourself.`,
  );
  return new TextEncoder().encode(row.value);
}

/** The key that signs access tokens: JWT_SECRET, or the stored 'jwt' key. */
export function resolveJwtSecret(
  config: Pick<Config, 'JWT_SECRET'>,
  db: Db,
  log: Pick<Logger, 'warn'>,
): Promise<Uint8Array> {
  return resolveServerSecret('jwt', config.JWT_SECRET, db, log, 'JWT_SECRET');
}
