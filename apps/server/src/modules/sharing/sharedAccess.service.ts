import type { SharedView, UnlockResponse } from '@survey/domain/sharing/contract';
import { throttleClientKey } from '@survey/domain/auth/clientAddress';
import type { Executor, Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../platform/passwordHash.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findOwnSurvey } from '../projects/surveys.service.ts';
import { findOwnCrosstab } from '../results/crosstabs.service.ts';
import { forgetAttempts, recordAttempts, type ThrottleRule } from '../auth/throttle.ts';
import { linkByTokenHash, touchLink } from './shareLinks.store.ts';
import type { ShareLinkRow } from './sharing.tables.ts';
import { hashShareToken, SHARE_TOKEN, unlockKey, validUnlockKey } from './shareTokens.ts';
import { linkNotFound, passwordRequired, wrongPassword } from './sharing.errors.ts';

/** How long an unlock key opens its link before the password is asked again. */
export const UNLOCK_KEY_MS = 60 * 60_000;

/** Password tries per link (from every address together) and per client, per 15 minutes. */
export const SHARE_PASSWORD_PER_LINK: ThrottleRule = {
  kind: 'share-password-link',
  limit: 10,
  windowMs: 15 * 60_000,
};
export const SHARE_PASSWORD_PER_CLIENT: ThrottleRule = {
  kind: 'share-password-client',
  limit: 20,
  windowMs: 15 * 60_000,
};

export interface OpenLink {
  link: ShareLinkRow;
  /** The account the link reads as: its creator's, scoped to the link's account. */
  viewer: Viewer;
}

/**
 * The link a token names, if it is neither revoked nor expired at the app's clock now; else
 * 404 (unknown, revoked and expired alike). Read from the database at every call, so a
 * revocation holds on every node at once.
 */
export async function liveLink(
  ctx: { db: Executor; clock: Clock },
  token: string,
): Promise<OpenLink> {
  if (!SHARE_TOKEN.test(token)) throw linkNotFound();
  const link = await linkByTokenHash(ctx.db, hashShareToken(token));
  const now = ctx.clock().getTime();
  if (!link || link.revokedAt || link.expiresAt.getTime() <= now) throw linkNotFound();
  return {
    link,
    viewer: { userId: link.createdBy, accountId: link.accountId, email: link.createdByEmail },
  };
}

/** Whether the caller may read a live link: a password-protected one needs a valid unlock key. */
function unlocked(ctx: { clock: Clock }, { link }: OpenLink, key: string | undefined): boolean {
  if (!link.passwordHash) return true;
  return (
    key !== undefined && validUnlockKey(key, link.id, link.passwordHash, ctx.clock().getTime())
  );
}

/** Throws 401 PASSWORD_REQUIRED unless the caller may read this live link. */
export function assertUnlocked(
  ctx: { clock: Clock },
  open: OpenLink,
  key: string | undefined,
): void {
  if (!unlocked(ctx, open, key)) throw passwordRequired();
}

/**
 * The first call of a viewer's page: the survey's name and state and, for a crosstab link, its
 * table; notes the link as opened. A locked link says only that it is locked.
 */
export async function sharedView(
  ctx: { db: Executor; clock: Clock },
  open: OpenLink,
  key: string | undefined,
): Promise<SharedView> {
  if (!unlocked(ctx, open, key)) return { locked: true };
  const { link, viewer } = open;
  const [survey, crosstab] = await Promise.all([
    findOwnSurvey(ctx, viewer, link.surveyId),
    link.crosstabId ? findOwnCrosstab(ctx, viewer, link.crosstabId) : undefined,
  ]);
  if (!survey || (link.crosstabId && !crosstab)) throw linkNotFound();
  await touchLink(ctx.db, link.id, ctx.clock());
  return {
    locked: false,
    kind: link.crosstabId ? 'crosstab' : 'survey',
    surveyId: link.surveyId,
    surveyName: survey.name,
    surveyState: survey.state,
    expiresAt: link.expiresAt.toISOString(),
    crosstab: crosstab ?? null,
    ...(link.markets ? { markets: link.markets } : {}),
  };
}

/**
 * Checks a protected link's password (argon2id) and answers a key for that link only. Tries are
 * counted before the check, per link and per client, so guessing is slow from anywhere: past the
 * limits 429 with Retry-After. A right password forgets its own try.
 */
export async function unlockLink(
  ctx: { db: Db; clock: Clock },
  { link }: OpenLink,
  password: string,
  clientAddress: string,
): Promise<UnlockResponse> {
  const now = ctx.clock();
  const attempts = await recordAttempts(
    ctx.db,
    [
      { rule: SHARE_PASSWORD_PER_LINK, key: link.id },
      { rule: SHARE_PASSWORD_PER_CLIENT, key: throttleClientKey(clientAddress) },
    ],
    now,
  );
  // A link without a password has nothing to unlock: verifyPassword(null, …) is false.
  const stored = link.passwordHash;
  if (!stored || !(await verifyPassword(stored, password))) throw wrongPassword();
  await forgetAttempts(ctx.db, attempts);
  const expiresMs = now.getTime() + UNLOCK_KEY_MS;
  return {
    key: unlockKey(link.id, stored, expiresMs),
    expiresAt: new Date(expiresMs).toISOString(),
  };
}
