/**
 * Issue 38 §4: a survey whose poor-quality completes were replaced tells its account when it
 * completes: an e-mail to each member and a team-chat post say how many completes were replaced at
 * no charge. Once per survey: the chat message (kind `replacements`, deduplicated by the survey id)
 * is the record that the notice went out, and only the round that stored it sends the e-mails, so
 * rounds that overlap (two processes, a retried job) send nothing twice.
 */
import { replacedCompletes } from '@survey/domain/quality/replacements';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../platform/ports.ts';
import { accountMemberEmails } from '../auth/accounts.service.ts';
import { enqueueChatMessage, storeChatMessageOnce } from '../notifications/chat.ts';
import { findSupplierOrders } from '../orders/orders.queries.ts';
import { completedSurveysSince, findSurveyForNotice } from '../projects/surveys.service.ts';
import {
  replacementChat,
  replacementEmail,
  type ReplacementNotice,
} from './replacementNoticeMessages.ts';

/** The chat message kind that records a sent replacement notice. */
export const REPLACEMENT_NOTICE_KIND = 'replacements';
/**
 * How far back a round looks for completed surveys: a day covers any outage of the job runner
 * an operator would not notice, and keeps the round to the surveys that just completed.
 */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

export interface ReplacementNoticeCtx {
  db: Db;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  mailer: Mailer;
  boss?: PgBoss;
  /** Chat messages are queued for the webhook only when one is configured. */
  forward: boolean;
  appUrl: string;
}

/** One survey's notice, if it completed with replacements and none went out yet. */
async function noticeOf(
  ctx: ReplacementNoticeCtx,
  surveyId: string,
): Promise<(ReplacementNotice & { accountId: string }) | undefined> {
  const survey = await findSurveyForNotice(ctx, surveyId);
  if (survey?.state !== 'completed') return undefined;
  const replaced = replacedCompletes(await findSupplierOrders(ctx.db, surveyId));
  if (replaced === 0) return undefined;
  return {
    surveyId,
    surveyName: survey.name,
    replaced,
    accountId: survey.accountId,
    resultsUrl: new URL(`/survey/${surveyId}/results`, ctx.appUrl).toString(),
  };
}

/** The round: every survey completed lately with replacements is told once; their ids. */
export async function sendReplacementNotices(ctx: ReplacementNoticeCtx): Promise<string[]> {
  const now = ctx.clock();
  const told: string[] = [];
  for (const surveyId of await completedSurveysSince(ctx, new Date(now.getTime() - LOOK_BACK_MS))) {
    const notice = await noticeOf(ctx, surveyId);
    if (!notice) continue;
    const { accountId, ...shown } = notice;
    const stored = await storeChatMessageOnce(ctx.db, {
      kind: REPLACEMENT_NOTICE_KIND,
      accountId,
      dedupeKey: surveyId,
      payload: { surveyId, replaced: shown.replaced },
      body: replacementChat(shown),
      createdAt: now,
    });
    if (!stored.created) continue;
    if (ctx.forward) await enqueueChatMessage(ctx.boss, stored.id);
    for (const to of await accountMemberEmails(ctx, accountId)) {
      await ctx.mailer.send(replacementEmail(to, shown));
    }
    ctx.log.info({ surveyId, replaced: shown.replaced }, 'replacement notice sent');
    told.push(surveyId);
  }
  return told;
}
