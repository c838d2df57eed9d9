import type { CreatedShareLink, ShareLink } from '@survey/domain/sharing/contract';
import { shareExpiryProblem, sharePasswordProblem } from '@survey/domain/sharing/shareLinkRules';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../platform/passwordHash.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { findOwnSurvey } from '../projects/surveys.service.ts';
import { findOwnCrosstab, listCrosstabs } from '../results/crosstabs.service.ts';
import { leadMarketOf } from '../results/marketScope.service.ts';
import { presentShareLink } from './shareLinks.presenter.ts';
import { insertShareLink, linksOfSurvey, revokeLink } from './shareLinks.store.ts';
import { hashShareToken, newShareToken } from './shareTokens.ts';
import { badExpiry, badSharePassword } from './sharing.errors.ts';

export interface ShareCtx {
  db: Executor;
  clock: Clock;
}

/** A link's scope: the survey alone (undefined) or every market of its project together. */
type LinkScope = 'all' | undefined;

/**
 * The survey a scope's links are kept on: the survey itself, or across markets the project's lead
 * market (400 NOT_MULTI_MARKET for an ad hoc project's survey). Another account's survey: 404.
 */
async function linksHome(
  ctx: ShareCtx,
  viewer: Viewer,
  surveyId: string,
  markets: LinkScope,
): Promise<string> {
  if (markets) return leadMarketOf(ctx, viewer, surveyId);
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) throw notFound('Survey');
  return surveyId;
}

/**
 * Makes a link to one of the viewer's surveys (or one saved table of it) that opens without a
 * login until `expiresAt` or its revocation. The token is answered once and stored hashed.
 * With `markets: 'all'` (issue 37 §3) the link reads every market of the survey's project
 * together and its table must be one saved across those markets. Another account's survey or
 * table, or a table of another survey or scope: 404; a bad expiry or password: 400, nothing
 * stored.
 */
export async function createShareLink(
  ctx: ShareCtx,
  viewer: Viewer,
  input: {
    surveyId: string;
    crosstabId?: string | null;
    expiresAt: Date;
    password?: string | null;
    markets?: LinkScope | null;
  },
): Promise<CreatedShareLink> {
  const markets = input.markets ?? undefined;
  const surveyId = await linksHome(ctx, viewer, input.surveyId, markets);
  const crosstab = input.crosstabId ? await findOwnCrosstab(ctx, viewer, input.crosstabId) : null;
  if (input.crosstabId && (crosstab?.surveyId !== surveyId || crosstab.markets !== markets)) {
    throw notFound('Saved table');
  }
  const now = ctx.clock();
  const expiryProblem = shareExpiryProblem(input.expiresAt, now);
  if (expiryProblem) throw badExpiry(expiryProblem);
  const password = input.password ? input.password : null;
  const passwordProblem = password === null ? null : sharePasswordProblem(password);
  if (passwordProblem) throw badSharePassword(passwordProblem);
  const token = newShareToken();
  const row = await insertShareLink(ctx.db, {
    accountId: viewer.accountId,
    surveyId,
    markets: markets ?? null,
    crosstabId: crosstab?.id ?? null,
    tokenHash: hashShareToken(token),
    passwordHash: password === null ? null : await hashPassword(password),
    createdBy: viewer.userId,
    createdByEmail: viewer.email,
    createdAt: now,
    expiresAt: input.expiresAt,
  });
  return { link: presentShareLink(row, crosstab?.name ?? null), token };
}

/**
 * The account's links of one of its surveys, newest first (another account's survey: 404); with
 * `markets: 'all'` its project's links across markets (ad hoc project: 400 NOT_MULTI_MARKET).
 */
export async function listShareLinks(
  ctx: ShareCtx,
  viewer: Viewer,
  surveyId: string,
  markets: LinkScope = undefined,
): Promise<ShareLink[]> {
  const home = await linksHome(ctx, viewer, surveyId, markets);
  const [rows, tables] = await Promise.all([
    linksOfSurvey(ctx.db, viewer.accountId, home, markets),
    // The names of the scope's saved tables.
    listCrosstabs(ctx, viewer, home, markets),
  ]);
  const names = new Map(tables.map((t) => [t.id, t.name]));
  return rows.map((row) =>
    presentShareLink(row, row.crosstabId ? (names.get(row.crosstabId) ?? null) : null),
  );
}

/**
 * Revokes one of the account's links: from now on every node answers its token 404 (each call
 * reads the link). Revoking a revoked link changes nothing; another account's link: 404.
 */
export async function revokeShareLink(
  ctx: ShareCtx,
  viewer: Viewer,
  id: string,
): Promise<ShareLink> {
  const row = await revokeLink(ctx.db, viewer.accountId, id, ctx.clock());
  if (!row) throw notFound('Shared link');
  const crosstab = row.crosstabId ? await findOwnCrosstab(ctx, viewer, row.crosstabId) : undefined;
  return presentShareLink(row, crosstab?.name ?? null);
}
