import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { serverSecrets } from './auth.tables.ts';

const NAME = 'jwt';

/**
 * The key that signs access tokens: JWT_SECRET when set; otherwise one generated once and kept in
 * the database, so that sessions survive restarts and every process behind a balancer agrees.
 */
export async function resolveJwtSecret(
  config: Pick<Config, 'JWT_SECRET'>,
  db: Db,
  log: Pick<Logger, 'warn'>,
): Promise<Uint8Array> {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  // ON CONFLICT keeps the first writer's value when several processes start at once.
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('server secret missing after insert');
  log.warn(
    'JWT_SECRET is not set: access tokens are signed with a key generated and stored in the database (server_secrets). Set JWT_SECRET to manage the key yourself.',
  );
  return new TextEncoder().encode(row.value);
}
