import {
  decisionReason,
  fieldHealthDecision,
  readFieldHealth,
  type FieldHealthRate,
  type FieldHealthResponse,
  type FieldQuote,
  type RateReading,
} from '@survey/domain/fieldwork/health/fieldHealth';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { accountMemberEmails } from '../auth/accounts.service.ts';
import { findFieldwork } from '../fieldwork/fieldwork.queries.ts';
import { enqueueChatMessage, storeChatMessage } from '../notifications/chat.ts';
import { publishedQuote } from '../orders/orders.queries.ts';
import type { SimulatedPanel } from '../panel/panelSupplier.ts';
import { moveSurveyAsSystem } from '../orders/orders.service.ts';
import {
  lockSurvey,
  requireOwnSurvey,
  surveysInFieldworkStates,
  type SurveyStateValue,
} from '../projects/surveys.service.ts';
import { sessionOutcomeCounts } from '../respondent/respondent.queries.ts';
import {
  fieldHealthChat,
  fieldHealthEmail,
  type FieldHealthNotice,
} from './fieldHealthMessages.ts';
import { actionsOf, recordAction, type FieldHealthActionRow } from './fieldHealth.store.ts';

export interface FieldHealthCtx {
  db: Db;
  clock: Clock;
  /** The panel the price was quoted on: a targeted audience's incidence is the panel's. */
  panel: Pick<SimulatedPanel, 'incidence'>;
}

/** What acting on a survey needs beyond reading it: the notices and the respondent side's view. */
export interface FieldHealthJobCtx extends FieldHealthCtx {
  log: Pick<Logger, 'info' | 'warn'>;
  mailer: Mailer;
  boss?: PgBoss;
  /** Chat messages are queued for the webhook only when one is configured. */
  forward: boolean;
  /** The dashboard's address, for the results link in the notices. */
  appUrl: string;
  /** The respondent side's cached order state learns of the move at once. */
  orderChanged?: (surveyId: string) => void;
}

/** Quoted incidences by survey and published version (a publication never changes). */
const quotedIncidences = new Map<string, number>();
const MAX_QUOTED = 1000;

/**
 * The price's facts as bought, as the purchase's quote worked them out (fieldwork README "Cost
 * quote"): a targeted audience's incidence is the panel's, otherwise the fieldwork's; the LOI is
 * the publication's.
 */
async function quoteOf(ctx: FieldHealthCtx, surveyId: string): Promise<FieldQuote | undefined> {
  const [fieldwork, published] = await Promise.all([
    findFieldwork(ctx.db, surveyId),
    publishedQuote(ctx.db, surveyId),
  ]);
  if (!fieldwork || !published) return undefined;
  if (published.audience.members.length === 0) {
    return { incidencePercent: fieldwork.incidenceRate, loiMinutes: published.loi };
  }
  const key = `${surveyId}:${published.version}`;
  let incidence = quotedIncidences.get(key);
  if (incidence === undefined) {
    incidence = Math.min(100, Math.max(0, ctx.panel.incidence(published.audience)));
    if (quotedIncidences.size >= MAX_QUOTED) quotedIncidences.clear();
    quotedIncidences.set(key, incidence);
  }
  return { incidencePercent: incidence, loiMinutes: published.loi };
}

/** Every rate of a bought survey; undefined before it is bought (nothing is watched then). */
export async function surveyReadings(
  ctx: FieldHealthCtx,
  surveyId: string,
): Promise<RateReading[] | undefined> {
  const quote = await quoteOf(ctx, surveyId);
  if (!quote) return undefined;
  const counts = await sessionOutcomeCounts(ctx.db, surveyId);
  return readFieldHealth(counts, quote);
}

const TARGET: Record<FieldHealthActionRow['action'], SurveyStateValue> = {
  pause: 'paused',
  halt: 'halted',
};

/** The results page's panel and header: the caller's survey only (another's: NOT_FOUND). */
export async function surveyFieldHealth(
  ctx: FieldHealthCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<FieldHealthResponse> {
  const survey = await requireOwnSurvey(ctx, viewer, surveyId);
  const [rates, actions] = await Promise.all([
    surveyReadings(ctx, surveyId),
    actionsOf(ctx.db, surveyId),
  ]);
  const current = actions.find((a) => TARGET[a.action] === survey.state);
  return {
    surveyId,
    rates: rates ?? [],
    action: current
      ? {
          action: current.action,
          rates: current.rates as FieldHealthRate[],
          reason: current.reason,
          actedAt: current.actedAt.toISOString(),
        }
      : null,
  };
}

/**
 * Pauses or halts one survey when its rates say so. Under the survey's lock: a pause only of a
 * live survey, a halt of a live or paused one, and each at most once per survey (the table's key):
 * a second process, or the next minute's run, finds it done. A survey the researcher unpaused
 * after a field-health pause is not paused again (they read the reason and chose to go on); a
 * permanent stop still halts it. The chat post is stored in the same transaction (sent once); the
 * e-mails go after the commit.
 */
export async function checkSurvey(
  ctx: FieldHealthJobCtx,
  surveyId: string,
): Promise<{ action: 'pause' | 'halt'; reason: string } | undefined> {
  const readings = await surveyReadings(ctx, surveyId);
  if (!readings) return undefined;
  const decision = fieldHealthDecision(readings);
  if (decision.action === 'none') return undefined;
  const reason = decisionReason(decision, readings);
  const now = ctx.clock();
  const done = await ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey({ db: tx }, surveyId);
    const from: SurveyStateValue[] = decision.action === 'pause' ? ['live'] : ['live', 'paused'];
    if (!survey || !from.includes(survey.state)) return undefined;
    const recorded = await recordAction(tx, {
      surveyId,
      action: decision.action,
      rates: decision.reasons,
      reason,
      actedAt: now,
    });
    if (!recorded) return undefined;
    await moveSurveyAsSystem({ db: tx, clock: () => now }, surveyId, TARGET[decision.action], {
      reason,
    });
    const notice: FieldHealthNotice = {
      surveyId,
      surveyName: survey.name,
      action: decision.action,
      reason,
      resultsUrl: new URL(`/survey/${surveyId}/results`, ctx.appUrl).toString(),
    };
    const chatId = await storeChatMessage(tx, {
      kind: 'fieldHealth',
      accountId: survey.accountId,
      payload: { surveyId, action: decision.action, rates: decision.reasons },
      body: fieldHealthChat(notice),
      createdAt: now,
    });
    return { notice, chatId, accountId: survey.accountId };
  });
  if (!done) return undefined;
  ctx.orderChanged?.(surveyId);
  if (ctx.forward) await enqueueChatMessage(ctx.boss, done.chatId);
  for (const to of await accountMemberEmails(ctx, done.accountId)) {
    await ctx.mailer.send(fieldHealthEmail(to, done.notice));
  }
  return { action: decision.action, reason };
}

/**
 * The job's round: every live or paused survey, each on its own (one the lifecycle table refuses,
 * e.g. its order already halted by the panel, is logged and does not hold up the rest).
 */
export async function checkFieldHealth(
  ctx: FieldHealthJobCtx,
): Promise<{ acted: { surveyId: string; action: 'pause' | 'halt' }[] }> {
  const acted: { surveyId: string; action: 'pause' | 'halt' }[] = [];
  for (const surveyId of await surveysInFieldworkStates(ctx)) {
    try {
      const result = await checkSurvey(ctx, surveyId);
      if (result) acted.push({ surveyId, action: result.action });
    } catch (err) {
      if (!isAppError(err)) throw err;
      ctx.log.warn({ err, surveyId }, 'field health could not move the survey');
    }
  }
  if (acted.length > 0) ctx.log.info({ acted }, 'field health paused or stopped surveys');
  return { acted };
}
