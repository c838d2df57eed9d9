import { withAudienceEntries } from '@survey/domain/questionnaire/audienceContext';
import { randomBytes } from 'node:crypto';
import { isAudienceValid } from '@survey/domain/audience/validate';
import {
  firstBatchSamples,
  LAUNCH_DESCRIPTION,
  notReadyReasons,
  purchaseDates,
  samePrice,
  SOFT_LAUNCH_DESCRIPTION,
} from '@survey/domain/launch/purchase';
import { validateQuestionnaire } from '@survey/domain/questionnaire/validate';
import { marketLanguageMissing } from '@survey/domain/markets/markets';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { getCostQuote, getFeasibilityEstimate } from '../fieldwork/costQuote.service.ts';
import { audienceEntriesOfSurvey, audienceOfSurvey } from '../fieldwork/draftAudience.service.ts';
import { fieldworkOfSurvey, setPurchasedFieldworkDates } from '../fieldwork/fieldwork.service.ts';
import type { PanelSupplier } from '../panel/panelSupplier.ts';
import { invalidTransition } from '../projects/projects.errors.ts';
import { isMultiMarketSurvey } from '../projects/projectSurveys.service.ts';
import { moveSurveyState, requireOwnSurvey } from '../projects/surveys.service.ts';
import type { QuestionnaireDrafts } from '../questionnaire/draftStore/draftStore.ts';
import { draftDocumentOfSurvey } from '../questionnaire/questionnaire.service.ts';
import { assertTranslationsComplete } from '../questionnaire/translations.service.ts';
import { translationsIncomplete } from '../questionnaire/translations.errors.ts';
import {
  alreadyOrdered,
  multiMarketPurchase,
  priceChanged,
  surveyNotReady,
} from './orders.errors.ts';
import { presentOrder } from './orders.presenter.ts';
import { moveOrder, orderNotFound, orderViewOf, type OrderView } from './orders.service.ts';
import { findOrder, insertOrder } from './orders.store.ts';
import { publishSurvey } from './publishing.service.ts';
import { insertSupplierOrder } from './supplierOrders.store.ts';
import { emitSurveyMove } from '../webhooks/webhookEvents.service.ts';

/** Queues the start of a Scheduled survey at its start date (pg-boss in the app; absent in some tests). */
export type ScheduleStart = (surveyId: string, at: Date) => Promise<void>;

export interface OrdersCtx extends Tracking {
  db: Executor;
  clock: Clock;
  panel: PanelSupplier;
  drafts?: QuestionnaireDrafts;
  scheduleStart?: ScheduleStart;
  /**
   * Told once a researcher's change of an order (pause, unpause, end, full launch) committed: the
   * respondent side forgets the order state it holds, so the next respondent sees the change at
   * once (other server instances within their 1 s refresh).
   */
  orderChanged?: (surveyId: string) => void;
}

export interface PurchaseInput {
  surveyId: string;
  /** What the browser was shown; the server's own estimate is what the order records. */
  feasibility: number;
  customerCPI: number;
  baseCPI: number;
}

/** The simulated panel's reference for a batch: 'SIM-' and 12 random hex digits. */
export const newSupplierOrderId = () => `SIM-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Buys a survey (spec 3 §4 Purchase), in one transaction under the survey's lock:
 * - the caller's survey (else NOT_FOUND), without an order (else CONFLICT ORDER_EXISTS with the
 *   order, so a retried purchase can show its confirmation) and still a draft;
 * - ready: fieldwork, a valid and feasible audience, a questionnaire with entries and no
 *   validation errors (else SURVEY_NOT_READY with every reason), every added language with every
 *   text translated (else TRANSLATIONS_INCOMPLETE listing them; issue 37 §1);
 * - at the price the server quotes now for a purchase (`getCostQuote` with `purchase`: the
 *   declared length of interview, 5 minutes when unset, never less than the server's estimate of
 *   the questionnaire published; the account's own markup), else PRICE_CHANGED with the quote;
 * - the start date moves to today when unset or past, the end to start + the delivery estimate;
 * - the questionnaire and audience are published as the next version; the order and panel supplier
 *   order #1 (the soft launch, or the whole sample) are created Pending and moved, with the survey,
 *   through the lifecycle table: launched (Live) when fieldwork starts today, else scheduled.
 * Anything refused writes nothing.
 */
export async function createSurveyOrder(
  ctx: OrdersCtx,
  viewer: Viewer,
  input: PurchaseInput,
): Promise<OrderView> {
  const bought = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    // A market is bought only with its project's other markets, in one purchase (markets README).
    if (await isMultiMarketSurvey(inTx, viewer, input.surveyId)) throw multiMarketPurchase();
    return buySurvey(inTx, viewer, input);
  });
  await afterPurchase(ctx, viewer, input.surveyId, bought);
  return bought.view;
}

/** What one survey's purchase bought, for the caller's after-commit work and its total. */
export interface BoughtSurvey {
  view: OrderView;
  startsAt: Date | null;
  purchased: { completes: number; softLaunch: boolean };
  /** The quote's cost per complete, and the survey's total by the one total rule. */
  cpi: number;
  total: number;
}

/**
 * A market of a multi-market project is bought with the questionnaire of its lead market
 * (`questionnaireSurveyId`), which must also be complete in the market's own language.
 */
export interface SharedQuestionnaire {
  questionnaireSurveyId: string;
}

/**
 * The purchase of one survey inside the caller's transaction (`inTx.db` is it): the steps of
 * `createSurveyOrder` above, without its after-commit work (`afterPurchase`).
 */
export async function buySurvey(
  inTx: OrdersCtx,
  viewer: Viewer,
  input: PurchaseInput,
  shared?: SharedQuestionnaire,
): Promise<BoughtSurvey> {
  const { surveyId } = input;
  const tx = inTx.db;
  const survey = await requireOwnSurvey(inTx, viewer, surveyId, { lock: true });
  const existing = await findOrder(tx, surveyId, { forUpdate: true });
  if (existing) throw alreadyOrdered(presentOrder(await orderViewOf(tx, existing)));
  if (survey.state !== 'draft') {
    throw invalidTransition({
      entity: 'survey',
      from: survey.state,
      to: 'live',
      reason: 'survey-state',
      message: `A survey cannot be purchased while it is ${survey.state}.`,
    });
  }

  const fieldwork = await fieldworkOfSurvey(inTx, surveyId);
  if (!fieldwork) throw surveyNotReady(['NO_FIELDWORK']);
  const audience = (await audienceOfSurvey(inTx, surveyId)).document;
  const estimate = await getFeasibilityEstimate(inTx, viewer, surveyId, null);
  const questionnaireId = shared?.questionnaireSurveyId ?? surveyId;
  const draft = await draftDocumentOfSurvey(inTx, questionnaireId);
  const reasons = notReadyReasons({
    hasFieldwork: true,
    audienceValid: isAudienceValid(audience),
    feasible: estimate.isFeasible,
    entryCount: draft?.entries.length ?? 0,
    validationErrorCount: draft ? validateQuestionnaire(draft).length : 0,
  });
  if (!draft || reasons.length > 0) throw surveyNotReady(reasons);
  // Issue 37 §1: never launched in a language with untranslated texts (TRANSLATIONS_INCOMPLETE).
  const translations = await assertTranslationsComplete(inTx, questionnaireId, draft);
  if (shared) {
    // A market also needs its own language: the base or a translation complete in it.
    const missing = marketLanguageMissing(draft, translations, fieldwork.language);
    if (missing.length > 0) throw translationsIncomplete(missing);
  }

  // Priced at the declared length but never below the estimate of the questionnaire published
  // below (a client cannot declare a shorter interview than it buys); the account's markup.
  const quote = await getCostQuote(inTx, viewer, surveyId, null, {
    draft: async () => draft,
  });
  if (
    !samePrice(input.customerCPI, quote.cpi.amount) ||
    !samePrice(input.baseCPI, quote.cpi.baseAmount)
  ) {
    throw priceChanged({
      cpi: { ...quote.cpi },
      total: quote.total,
      lengthOfInterview: quote.lengthOfInterview,
    });
  }

  const now = inTx.clock();
  const dates = purchaseDates({
    start: fieldwork.startDate,
    end: fieldwork.endDate,
    now,
    deliveryDays: estimate.estimatedDeliveryTime,
  });
  await setPurchasedFieldworkDates(inTx, surveyId, dates);
  const softLaunchSamples = fieldwork.softLaunchSamples;
  const audienceEntries = await audienceEntriesOfSurvey(inTx, surveyId);
  await publishSurvey(tx, {
    surveyId,
    // Display logic on an audience option removed since the last edit goes, as in the editor.
    questionnaire: withAudienceEntries(draft, audienceEntries),
    audience,
    translations,
    countryCode: fieldwork.countryCode,
    language: fieldwork.language,
    samplesNeeded: fieldwork.samplesNeeded,
    softLaunchSamples,
    loi: quote.lengthOfInterview,
    now,
  });

  const order = await insertOrder(tx, {
    surveyId,
    status: 'Pending',
    customerCpi: quote.cpi.amount,
    feasibility: estimate.feasibility,
    orderType: 'Survey',
    isSoftLaunch: softLaunchSamples > 0,
    startsAt: dates.start,
    createdAt: now,
    updatedAt: now,
  });
  if (!order) throw orderNotFound();
  await insertSupplierOrder(tx, {
    surveyId,
    orderNumber: 1,
    panelSupplierOrderId: newSupplierOrderId(),
    description: softLaunchSamples > 0 ? SOFT_LAUNCH_DESCRIPTION : LAUNCH_DESCRIPTION,
    samplesNeeded: firstBatchSamples(fieldwork.samplesNeeded, softLaunchSamples),
    cpi: quote.cpi.amount,
    status: 'Pending',
    createdAt: now,
    updatedAt: now,
  });
  // Order first, then the survey (spec 1 §4); the supplier order follows the order.
  const to = dates.startsToday ? 'Live' : 'Scheduled';
  const moved = await moveOrder(inTx, order, to, { actor: 'system', surveyState: 'draft' });
  await moveSurveyState(
    { ...inTx, announce: emitSurveyMove },
    surveyId,
    dates.startsToday ? 'live' : 'scheduled',
    {
      actor: 'system',
      orderStatus: moved.status,
    },
  );
  const purchased = { completes: fieldwork.samplesNeeded, softLaunch: softLaunchSamples > 0 };
  const startsAt = dates.startsToday ? null : dates.start;
  const cpi = quote.cpi.amount;
  return { view: await orderViewOf(tx, moved), startsAt, purchased, cpi, total: quote.total };
}

/** After the purchase committed: analytics, and the start job of a survey bought to start later. */
export async function afterPurchase(
  ctx: OrdersCtx,
  viewer: Viewer,
  surveyId: string,
  bought: Pick<BoughtSurvey, 'startsAt' | 'purchased'>,
): Promise<void> {
  const scheduled = bought.startsAt !== null;
  ctx.analytics.track('Purchased Project', viewer, { surveyId, ...bought.purchased, scheduled });
  // After the commit: a job for a purchase that rolled back would only find nothing to start.
  if (bought.startsAt && ctx.scheduleStart) await ctx.scheduleStart(surveyId, bought.startsAt);
}
