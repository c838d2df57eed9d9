import type { RetargetingAnswer } from '@survey/domain/requests/contract';
import {
  followUpIdsKey,
  followUpIdsProblem,
  splitFollowUpIds,
} from '@survey/domain/requests/followUpIds';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { getAccount, getUser } from '../auth/accounts.service.ts';
import { fieldworkOfSurvey } from '../fieldwork/fieldwork.service.ts';
import {
  enqueueChatMessage,
  storeChatMessage,
  storeChatMessageOnce,
} from '../notifications/chat.ts';
import type { ChatMessageBody } from '../notifications/chat.ts';
import { countChatPost, uncountChatPost } from '../notifications/chatThrottle.ts';
import { surveyNotFound } from '../projects/projects.errors.ts';
import { projectBySurveyId } from '../projects/projects.service.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { completedRespondentIds } from '../respondent/respondent.service.ts';
import { savedCrosstabsOf } from '../results/crosstabs.queries.ts';
import {
  badFollowUpIds,
  noMatchingRespondents,
  surveyNotCompleted,
  wrongRespondentIdsKey,
} from './requests.errors.ts';
import {
  dataTableRequestMessage,
  retargetingMessage,
  type RequestContext,
} from './requestsMessages.ts';
import type { DataTableRequestInput, RetargetingInput } from './requests.schemas.ts';

export interface RequestsCtx extends Tracking {
  db: Db;
  clock: Clock;
  boss?: PgBoss;
  /** A webhook is configured: queue each stored message for delivery. */
  forward: boolean;
  /** Published surveys: the saved tables a data-tables request lists are described by them. */
  live: LiveSurveys;
}

/**
 * Who asks about which project, for a Completed survey of the viewer's account only: an unknown
 * or another account's survey is NOT_FOUND (before anything about it is read), any other state
 * SURVEY_NOT_COMPLETED (spec 3 §4).
 */
async function completedSurveyContext(
  ctx: RequestsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<RequestContext> {
  const survey = await requireOwnSurvey(ctx, viewer, surveyId);
  if (survey.state !== 'completed') throw surveyNotCompleted(survey.state);
  const [user, account, project] = await Promise.all([
    getUser(ctx, viewer, viewer.email),
    getAccount(ctx, viewer, viewer.accountId),
    projectBySurveyId(ctx, viewer, surveyId),
  ]);
  if (!project) throw surveyNotFound();
  return {
    userName: `${user.firstName} ${user.lastName}`.trim(),
    userEmail: viewer.email,
    accountName: account.name,
    projectName: project.project.name,
    surveyId,
  };
}

/**
 * Stores the team's message (the outbox), then queues its delivery when a webhook is set. With the
 * client's request id a retry of the same request stores and sends nothing more (and is not
 * counted against the chat rate limit; chatThrottle.ts).
 */
async function sendToTeam(
  ctx: RequestsCtx,
  viewer: Viewer,
  message: { kind: string; payload: Record<string, unknown>; body: ChatMessageBody },
  clientRequestId: string | undefined,
): Promise<boolean> {
  const row = { ...message, accountId: viewer.accountId, createdAt: ctx.clock() };
  const counted = await countChatPost(ctx.db, viewer, ctx.clock());
  const { id, created } = clientRequestId
    ? await storeChatMessageOnce(ctx.db, { ...row, dedupeKey: clientRequestId })
    : { id: await storeChatMessage(ctx.db, row), created: true };
  if (!created) await uncountChatPost(ctx.db, counted);
  if (created && ctx.forward) await enqueueChatMessage(ctx.boss, id);
  return created;
}

/**
 * Sends a data-table request (type with its price, and format) to the team chat, with the survey's
 * saved crosstabs described (name, rows, banner, filters, weighted).
 */
export async function requestDataTables(
  ctx: RequestsCtx,
  viewer: Viewer,
  input: DataTableRequestInput,
): Promise<void> {
  const context = await completedSurveyContext(ctx, viewer, input.surveyId);
  // The survey's saved tables go with the request, so the team builds the same ones.
  const tables = await savedCrosstabsOf(ctx, input.surveyId);
  const sent = await sendToTeam(
    ctx,
    viewer,
    {
      kind: 'dataTableRequest',
      payload: { ...input, userEmail: viewer.email, savedCrosstabIds: tables.map((t) => t.id) },
      body: dataTableRequestMessage(
        context,
        input,
        tables.map((t) => t.description),
      ),
    },
    input.clientRequestId,
  );
  // A retried request (the same clientRequestId) was sent once: it counts once.
  if (sent) ctx.analytics.track('Requested Data Tables', viewer, { surveyId: input.surveyId });
}

/**
 * Sends a follow-up (retargeting) request for the survey's completes among the given panel
 * respondent ids to the team chat. Ids that are not completes of THIS survey sent by ITS panel
 * supplier are answered back as not found, whatever they are elsewhere; when none is a complete nothing is sent (400).
 */
export async function requestRetargeting(
  ctx: RequestsCtx,
  viewer: Viewer,
  input: RetargetingInput,
): Promise<RetargetingAnswer> {
  // The accountId of the spec's body must be the caller's; another answers like a foreign survey.
  if (input.accountId !== viewer.accountId) throw surveyNotFound();
  const context = await completedSurveyContext(ctx, viewer, input.surveyId);
  const fieldwork = await fieldworkOfSurvey(ctx, input.surveyId);
  if (!fieldwork) throw surveyNotFound();
  const expectedKey = followUpIdsKey(fieldwork.panelSupplierCode);
  if (input.key !== expectedKey) throw wrongRespondentIdsKey(input.key, expectedKey);

  const ids = splitFollowUpIds(input.ids.join('\n'));
  const problem = followUpIdsProblem(ids);
  if (problem) throw badFollowUpIds(input.key, problem);

  // Respondent ids are each supplier's own: only the completes its own members sent are matched.
  const completes = await completedRespondentIds(
    ctx,
    input.surveyId,
    fieldwork.panelSupplierCode,
    ids,
  );
  const acceptedIds = ids.filter((id) => completes.has(id));
  const notFoundIds = ids.filter((id) => !completes.has(id));
  if (acceptedIds.length === 0) throw noMatchingRespondents(input.key);
  const sent = await sendToTeam(
    ctx,
    viewer,
    {
      kind: 'retargetingRequest',
      payload: {
        surveyId: input.surveyId,
        accountId: input.accountId,
        panelSupplierCode: fieldwork.panelSupplierCode,
        [input.key]: acceptedIds,
        userEmail: viewer.email,
      },
      body: retargetingMessage(context, {
        panelSupplierCode: fieldwork.panelSupplierCode,
        key: input.key,
        acceptedIds,
      }),
    },
    input.clientRequestId,
  );
  const respondents = acceptedIds.length;
  if (sent)
    ctx.analytics.track('Requested Follow-up Survey', viewer, {
      surveyId: input.surveyId,
      respondents,
    });
  return { acceptedIds, notFoundIds };
}
