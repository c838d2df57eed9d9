import {
  MAX_API_KEYS,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@survey/domain/apiKeys/scopes';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { hashApiKey, looksLikeApiKey, newApiKey } from './apiKeySecret.ts';
import { invalidApiKey, tooManyKeys } from './apiKeys.errors.ts';
import { presentApiKey, scopesOf } from './apiKeys.presenter.ts';
import {
  apiKeysOfAccount,
  countLiveKeys,
  insertApiKey,
  revokeApiKey,
  useApiKey,
} from './apiKeys.store.ts';

type Ctx = { db: Executor; clock: Clock };

/** The caller of a public API request: the key's account, acting as the researcher who made it. */
export interface KeyCaller {
  keyId: string;
  viewer: Viewer;
  scopes: ApiKeyScope[];
}

/** Creates a key in the viewer's account; the answer is the only time its secret is shown. */
export async function createApiKey(
  ctx: Ctx,
  viewer: Viewer,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  if ((await countLiveKeys(ctx.db, viewer.accountId)) >= MAX_API_KEYS) {
    throw tooManyKeys(MAX_API_KEYS);
  }
  const key = newApiKey();
  const row = await insertApiKey(ctx.db, {
    accountId: viewer.accountId,
    name: input.name,
    scopes: input.scopes,
    prefix: key.prefix,
    secretHash: key.hash,
    createdBy: viewer.userId,
    createdByEmail: viewer.email,
    createdAt: ctx.clock(),
  });
  return { ...presentApiKey(row), secret: key.secret };
}

/** The account's keys, newest first, revoked ones with their time. */
export async function listApiKeys(ctx: Ctx, viewer: Viewer): Promise<ApiKeySummary[]> {
  return (await apiKeysOfAccount(ctx.db, viewer.accountId)).map(presentApiKey);
}

/** Revokes a key of the viewer's account (another account's or unknown: 404). */
export async function revokeKey(ctx: Ctx, viewer: Viewer, id: string): Promise<ApiKeySummary> {
  const row = await revokeApiKey(ctx.db, id, viewer.accountId, ctx.clock());
  if (!row) throw notFound('API key');
  return presentApiKey(row);
}

/**
 * The caller of a bearer API key: looked up by its hash on every call (no cache: a revoke is
 * refused at once on every node). Unknown, malformed and revoked keys are all 401 INVALID_API_KEY.
 */
export async function authenticateApiKey(ctx: Ctx, secret: string): Promise<KeyCaller> {
  if (!looksLikeApiKey(secret)) throw invalidApiKey();
  const row = await useApiKey(ctx.db, hashApiKey(secret), ctx.clock());
  if (!row) throw invalidApiKey();
  return {
    keyId: row.id,
    viewer: { userId: row.createdBy, accountId: row.accountId, email: row.createdByEmail },
    scopes: scopesOf(row),
  };
}
