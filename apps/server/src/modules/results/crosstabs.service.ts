import type { CrosstabRequest, SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isUniqueViolation } from '../auth/uniqueViolation.ts';
import { ownSurveyIds } from '../projects/surveys.service.ts';
import { surveyCrosstab } from './crosstab.service.ts';
import { presentCrosstab } from './crosstabs.presenter.ts';
import { leadMarketOf, marketsCrosstabOf } from './marketScope.service.ts';
import {
  type TableScope,
  crosstabOfAccount,
  countCrosstabs,
  crosstabsOfSurvey,
  deleteCrosstab,
  insertCrosstab,
} from './crosstabs.store.ts';
import type { ResultsCtx } from './summary.service.ts';

/** Far more tables than a team builds for one survey; bounds the list and the team's message. */
export const MAX_SAVED_CROSSTABS = 100;

async function requireOwn(ctx: { db: Executor }, viewer: Viewer, surveyId: string): Promise<void> {
  const owned = await ownSurveyIds(ctx, viewer, [surveyId]);
  if (!owned.has(surveyId)) throw notFound('Survey');
}

/**
 * Where a scope's tables are kept: the survey itself, or across markets the project's lead market
 * (any market's id names the project; an ad hoc project's survey is 400 NOT_MULTI_MARKET).
 * Another account's survey: 404.
 */
async function tablesHome(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
  markets: TableScope,
): Promise<string> {
  if (markets) return leadMarketOf(ctx, viewer, surveyId);
  await requireOwn(ctx, viewer, surveyId);
  return surveyId;
}

/**
 * The survey's saved tables, oldest first: its own, or with `markets: 'all'` the tables saved
 * across its project's markets (issue 37 §3). Another account's survey: 404.
 */
export async function listCrosstabs(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
  markets: TableScope = undefined,
): Promise<SavedCrosstab[]> {
  const home = await tablesHome(ctx, viewer, surveyId, markets);
  return (await crosstabsOfSurvey(ctx.db, home, markets)).map(presentCrosstab);
}

/**
 * Saves a table's definition under a name unique in the survey (ignoring case: 409 NAME_TAKEN).
 * The definition is checked by computing it once, so a saved table always opens: an unknown
 * question or option is the crosstab's own typed 400, and nothing is stored.
 */
export async function saveCrosstab(
  ctx: ResultsCtx & Tracking & { clock: Clock },
  viewer: Viewer,
  input: {
    surveyId: string;
    name: string;
    definition: Omit<CrosstabRequest, 'surveyId'>;
    markets?: TableScope;
  },
): Promise<SavedCrosstab> {
  const { markets } = input;
  const request = { ...input.definition, surveyId: input.surveyId };
  // Across markets the table is checked on the combined results (a Market banner or filter is
  // known only there) and kept on the lead market; a survey's own table as before.
  await (markets ? marketsCrosstabOf(ctx, viewer, request) : surveyCrosstab(ctx, viewer, request));
  const surveyId = await tablesHome(ctx, viewer, input.surveyId, markets);
  if ((await countCrosstabs(ctx.db, surveyId, markets)) >= MAX_SAVED_CROSSTABS) {
    throw new AppError(
      'BAD_USER_INPUT',
      `At most ${MAX_SAVED_CROSSTABS} saved tables per survey.`,
      {
        reason: 'TOO_MANY_TABLES',
      },
    );
  }
  try {
    const row = await insertCrosstab(ctx.db, {
      surveyId,
      markets: markets ?? null,
      accountId: viewer.accountId,
      createdBy: viewer.userId,
      name: input.name,
      definition: input.definition,
      createdAt: ctx.clock(),
    });
    ctx.analytics.track('Saved Crosstab', viewer, { surveyId });
    return presentCrosstab(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', `This survey already has a table named "${input.name}".`, {
      reason: 'NAME_TAKEN',
    });
  }
}

/** Deletes one of the account's saved tables; an unknown or another account's id is 404. */
export async function removeCrosstab(
  ctx: { db: Executor } & Tracking,
  viewer: Viewer,
  id: string,
): Promise<void> {
  const surveyId = await deleteCrosstab(ctx.db, id, viewer.accountId);
  if (!surveyId) throw notFound('Saved table');
  ctx.analytics.track('Deleted Crosstab', viewer, { surveyId });
}

/** One of the account's saved tables (a share link names it); undefined when not theirs. */
export async function findOwnCrosstab(
  ctx: { db: Executor },
  viewer: Pick<Viewer, 'accountId'>,
  id: string,
): Promise<SavedCrosstab | undefined> {
  const row = await crosstabOfAccount(ctx.db, id, viewer.accountId);
  return row && presentCrosstab(row);
}
