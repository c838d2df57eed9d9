import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { surveyNotFound } from './projects.errors.ts';
import {
  findSurveyWithOwner,
  setSurveyFieldworkDates,
  setSurveyState,
  surveyIdsOfAccount,
  type SurveyStateValue,
} from './projects.store.ts';

/**
 * The projects module's service for other modules: whether a survey is the caller's, and the
 * few survey changes other modules cause. Kept apart from projects.service.ts so that modules
 * which projects.service.ts calls can use it without an import cycle.
 */

export interface OwnedSurvey {
  surveyId: string;
  projectId: string;
  accountId: string;
  name: string;
  state: SurveyStateValue;
}

/** The survey if it belongs to the viewer's account; undefined for unknown or foreign ids. */
export async function findOwnSurvey(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<OwnedSurvey | undefined> {
  const found = await findSurveyWithOwner(ctx.db, surveyId);
  if (!found || found.accountId !== viewer.accountId) return undefined;
  const { survey } = found;
  return {
    surveyId: survey.id,
    projectId: survey.projectId,
    accountId: found.accountId,
    name: survey.name,
    state: survey.state,
  };
}

/** Like findOwnSurvey, but a missing or foreign survey is a NOT_FOUND error. */
export async function requireOwnSurvey(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<OwnedSurvey> {
  const survey = await findOwnSurvey(ctx, viewer, surveyId);
  if (!survey) throw surveyNotFound();
  return survey;
}

/** The subset of `surveyIds` that belongs to the viewer's account. */
export async function ownSurveyIds(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyIds: string[],
): Promise<Set<string>> {
  return new Set(await surveyIdsOfAccount(ctx.db, viewer.accountId, surveyIds));
}

/** Mirrors the fieldwork dates on the survey (the list shows them); caller checked ownership. */
export async function recordSurveyFieldworkDates(
  ctx: { db: Executor; clock: Clock },
  surveyId: string,
  dates: { start: Date | null; end: Date | null },
): Promise<void> {
  await setSurveyFieldworkDates(ctx.db, surveyId, dates, ctx.clock());
}

/** Sets a survey's state without an ownership check (jobs and seeds, which act for no viewer). */
export async function changeSurveyState(
  ctx: { db: Executor; clock: Clock },
  surveyId: string,
  state: SurveyStateValue,
): Promise<void> {
  await setSurveyState(ctx.db, surveyId, state, ctx.clock());
}
