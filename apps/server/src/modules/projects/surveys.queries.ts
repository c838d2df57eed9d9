import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  isDraftSurveyOfAccount,
  isSurveyOfAccount,
  surveyStateForShare,
  surveyStateForShareSql,
  type SurveyStateValue,
} from './projects.store.ts';

/**
 * The projects module's SQL fragments that other modules splice into their own statements: the
 * questionnaire editor's commit and read-ahead, the audience writes. Each folds the ownership or
 * draft check of surveys.service.ts into the caller's statement, one round trip instead of two on
 * the editor's hot path (QUALITY.md P4). The SQL of `surveys` and `projects` stays here, owned by
 * projects (README.md, "Read by other modules").
 */

/**
 * The SQL condition "this survey is still a draft of this account", for a change written in one
 * statement (no transaction of its own): with it the write matches no row unless the survey is the
 * account's draft, and it holds the same share lock as requireDraftSurvey while it writes. The ids
 * may be placeholders of a prepared statement.
 */
export function draftSurveyOfAccountCondition(
  ctx: { db: Executor },
  surveyId: string | SQLWrapper,
  accountId: string | SQLWrapper,
): SQL {
  return isDraftSurveyOfAccount(ctx.db, surveyId, accountId);
}

/**
 * requireDraftSurvey folded into another module's statement (one round trip less): the SQL of the
 * survey's state, taking the same share lock, for the statement to select. Pass what it selected
 * to assertDraftSurveyState.
 */
export function draftSurveyStateSql(
  ctx: { db: Executor },
  surveyId: string | SQLWrapper,
): SQL<SurveyStateValue | null> {
  return surveyStateForShareSql(ctx.db, surveyId);
}

/**
 * The SQL condition "this survey belongs to the viewer's account" (no lock), for another module's
 * read that authorises what it reads in the same round trip.
 */
export function surveyOfAccountCondition(
  ctx: { db: Executor },
  surveyId: SQLWrapper,
  viewer: Viewer,
): SQL {
  return isSurveyOfAccount(ctx.db, surveyId, viewer.accountId);
}

/**
 * Key-share-locks the survey row until the caller's transaction ends (its state, undefined when it
 * is gone). A transaction that will write rows referring to the survey (their foreign keys take the
 * same lock) and also lock its order takes this first: every state change locks the survey, then
 * its order, so taking the order first deadlocks against one.
 */
export function lockSurveyForKeyShare(
  ctx: { db: Executor },
  surveyId: string,
): Promise<SurveyStateValue | undefined> {
  return surveyStateForShare(ctx.db, surveyId);
}
