import type { OrderStatus } from '@survey/domain/projects/constants';
import { checkSurveyTransition, type LifecycleActor } from '@survey/domain/projects/surveyStates';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { isStoredId } from '../../lib/ids.ts';
import { invalidTransition, surveyNotEditable, surveyNotFound } from './projects.errors.ts';
import {
  allSurveyIdsOfAccount,
  findSurveyWithOwner,
  insertSurvey,
  setSurveyFieldworkDates,
  setSurveyState,
  surveyIdsOfAccount,
  surveysCompletedSince,
  surveysPausedBefore,
  surveyIdsInStates,
  surveyStateForShare,
  type SurveyRow,
  type SurveyStateValue,
} from './projects.store.ts';

export type { SurveyRow, SurveyStateValue };

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
  pausedAt: Date | null;
}

const owned = (found: { survey: SurveyRow; accountId: string }): OwnedSurvey => ({
  surveyId: found.survey.id,
  projectId: found.survey.projectId,
  accountId: found.accountId,
  name: found.survey.name,
  state: found.survey.state,
  pausedAt: found.survey.pausedAt,
});

/**
 * The survey if it belongs to the viewer's account; undefined for unknown or foreign ids.
 * `lock` (inside a transaction) holds the survey row until it ends: lock before its order.
 */
export async function findOwnSurvey(
  ctx: { db: Executor },
  viewer: Pick<Viewer, 'accountId'>,
  surveyId: string,
  opts: { lock?: boolean } = {},
): Promise<OwnedSurvey | undefined> {
  // Callers pass raw GraphQL ids (the audience mutations' `surveyId: ID!` is any string).
  if (!isStoredId(surveyId)) return undefined;
  const found = await findSurveyWithOwner(ctx.db, surveyId, { forUpdate: opts.lock });
  if (!found || found.accountId !== viewer.accountId) return undefined;
  return owned(found);
}

/** Like findOwnSurvey, but a missing or foreign survey is a NOT_FOUND error. */
export async function requireOwnSurvey(
  ctx: { db: Executor },
  viewer: Pick<Viewer, 'accountId'>,
  surveyId: string,
  opts: { lock?: boolean } = {},
): Promise<OwnedSurvey> {
  const survey = await findOwnSurvey(ctx, viewer, surveyId, opts);
  if (!survey) throw surveyNotFound();
  return survey;
}

/** Locks a survey for a change made by the system (no viewer); undefined when it is gone. */
export async function lockSurvey(
  ctx: { db: Executor },
  surveyId: string,
): Promise<OwnedSurvey | undefined> {
  const found = await findSurveyWithOwner(ctx.db, surveyId, { forUpdate: true });
  return found && owned(found);
}

/**
 * A new draft survey in the viewer's project `projectId` (a tracker's next wave, issue 39 §4):
 * the caller found the project through one of the viewer's own surveys.
 */
export async function addDraftSurveyToProject(
  ctx: { db: Executor; clock: Clock },
  viewer: Viewer,
  input: { fromSurveyId: string; name: string },
): Promise<OwnedSurvey> {
  const from = await requireOwnSurvey(ctx, viewer, input.fromSurveyId);
  const now = ctx.clock();
  const row = await insertSurvey(ctx.db, {
    projectId: from.projectId,
    name: input.name,
    state: 'draft',
    createdAt: now,
    updatedAt: now,
  });
  return { ...from, surveyId: row.id, name: row.name, state: row.state, pausedAt: null };
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

/** A committed survey move, as the mover's transaction announces it (webhooks' emitSurveyMove). */
export interface SurveyMove {
  accountId: string;
  survey: SurveyRow;
  from: SurveyStateValue;
  to: SurveyStateValue;
  reason?: string;
  at: Date;
}

/** Announces a move in the mover's transaction: passed in, so projects does not know who listens. */
export type SurveyMoveAnnouncer = (db: Executor, move: SurveyMove) => Promise<void>;

/**
 * Moves a survey to `to` if the lifecycle table lets `actor` make that move while the survey's
 * order has `orderStatus` (the order changes first). A refused move is INVALID_STATE_TRANSITION
 * and changes nothing; asking for the current state changes nothing and answers the survey.
 * Call inside the transaction that locked the survey (and its order) and checked who asks.
 */
export async function moveSurveyState(
  ctx: { db: Executor; clock: Clock; announce: SurveyMoveAnnouncer },
  surveyId: string,
  to: SurveyStateValue,
  rule: { actor: LifecycleActor; orderStatus: OrderStatus | undefined; reason?: string },
): Promise<SurveyRow> {
  const found = await findSurveyWithOwner(ctx.db, surveyId, { forUpdate: true });
  if (!found) throw surveyNotFound();
  const from = found.survey.state;
  const check = checkSurveyTransition({
    from,
    to,
    actor: rule.actor,
    orderStatus: rule.orderStatus,
  });
  if (!check.allowed) throw invalidTransition({ entity: 'survey', from, to, ...check });
  if (check.noop) return found.survey;
  const now = ctx.clock();
  const updated = await setSurveyState(ctx.db, surveyId, to, now);
  if (!updated) throw surveyNotFound();
  // Announced in this transaction (webhooks' outbox: no move without its event).
  await ctx.announce(ctx.db, {
    accountId: found.accountId,
    survey: updated,
    from,
    to,
    ...(rule.reason !== undefined && { reason: rule.reason }),
    at: now,
  });
  return updated;
}

/**
 * Refuses a change to a survey's draft (questionnaire, audience, fieldwork) once the survey is no
 * longer a draft: SURVEY_NOT_EDITABLE. Call first inside the change's transaction, after the
 * ownership check: the share lock it takes makes a concurrent purchase wait for the change to
 * commit (then publish it) or the change wait for the purchase (then be refused).
 */
export async function requireDraftSurvey(ctx: { db: Executor }, surveyId: string): Promise<void> {
  assertDraftSurveyState(await surveyStateForShare(ctx.db, surveyId));
}

/** requireDraftSurvey's refusal of the state draftSurveyStateSql selected. */
export function assertDraftSurveyState(state: SurveyStateValue | null | undefined): void {
  if (!state) throw surveyNotFound();
  if (state !== 'draft') throw surveyNotEditable(state);
}

/** Surveys paused before `cutoff`, with when (the orders module's auto-end of long pauses). */
export function pausedSurveysBefore(
  ctx: { db: Executor },
  cutoff: Date,
): Promise<{ id: string; pausedAt: Date }[]> {
  return surveysPausedBefore(ctx.db, cutoff);
}

/** Surveys completed since `since`, of every account (field health's replacement notices). */
export function completedSurveysSince(ctx: { db: Executor }, since: Date): Promise<string[]> {
  return surveysCompletedSince(ctx.db, since);
}

/** A survey with its account, for a notice the system sends (no viewer); undefined when gone. */
export async function findSurveyForNotice(
  ctx: { db: Executor },
  surveyId: string,
): Promise<OwnedSurvey | undefined> {
  const found = await findSurveyWithOwner(ctx.db, surveyId);
  return found && owned(found);
}

/** Every survey of the account, whoever asks (the caller checked the account is the viewer's). */
export function accountSurveyIds(ctx: { db: Executor }, accountId: string): Promise<string[]> {
  return allSurveyIdsOfAccount(ctx.db, accountId);
}

/** Surveys in fieldwork (live or paused), of every account: the field-health job's round. */
export function surveysInFieldworkStates(ctx: { db: Executor }): Promise<string[]> {
  return surveyIdsInStates(ctx.db, ['live', 'paused']);
}
