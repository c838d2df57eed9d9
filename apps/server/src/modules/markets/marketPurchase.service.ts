import { samePrice } from '@survey/domain/launch/purchase';
import { marketsTotal } from '@survey/domain/markets/markets';
import { orderCost } from '@survey/domain/pricing/orderCost';
import type { Viewer } from '../../platform/viewer.ts';
import { getCostQuote, getFeasibilityEstimate } from '../fieldwork/costQuote.service.ts';
import { fieldworkOfSurvey, updateFieldwork } from '../fieldwork/fieldwork.service.ts';
import { fullLaunchIfWaiting } from '../orders/fullLaunch.service.ts';
import { afterPurchase, buySurvey, type BoughtSurvey } from '../orders/purchase.service.ts';
import { draftDocumentOfSurvey } from '../questionnaire/questionnaire.service.ts';
import {
  marketsAlreadyBought,
  marketsMismatch,
  nothingToLaunch,
  totalChanged,
} from './markets.errors.ts';
import type { PurchaseMarketsArgs } from './markets.schemas.ts';
import {
  listMarkets,
  requireMarketsProject,
  type MarketsCtx,
  type MarketsView,
} from './markets.service.ts';
import { findMarketPurchase, insertMarketPurchase } from './markets.store.ts';

const CURRENCY = 'GBP';

export interface MarketQuoteView {
  surveyId: string;
  countryCode: string;
  completes: number;
  cpi: { amount: number; baseAmount: number; currency: string };
  lengthOfInterview: number;
  feasibility: number;
  isFeasible: boolean;
  total: number;
}

/**
 * What buying every market costs now: each market priced as its purchase will price it (its own
 * audience, incidence, length and completes, the lead's questionnaire for the estimated length;
 * the account's markup), and the one total, the sum of the markets' totals to the penny.
 */
export async function quoteMarkets(
  ctx: MarketsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<{ markets: MarketQuoteView[]; total: number; currency: string }> {
  const project = await requireMarketsProject(ctx, viewer, surveyId);
  const lead = project.surveys[0]?.id ?? '';
  const draft = () => draftDocumentOfSurvey(ctx, lead);
  const markets: MarketQuoteView[] = [];
  for (const survey of project.surveys) {
    const fieldwork = await fieldworkOfSurvey(ctx, survey.id);
    const quote = await getCostQuote(ctx, viewer, survey.id, null, { draft });
    const estimate = await getFeasibilityEstimate(ctx, viewer, survey.id, null);
    const completes = fieldwork?.samplesNeeded ?? 0;
    markets.push({
      surveyId: survey.id,
      countryCode: fieldwork?.countryCode ?? '',
      completes,
      cpi: { ...quote.cpi },
      lengthOfInterview: quote.lengthOfInterview,
      feasibility: estimate.feasibility,
      isFeasible: estimate.isFeasible,
      total: quote.total,
    });
  }
  const total = marketsTotal(markets.map((m) => ({ cpi: m.cpi.amount, completes: m.completes })));
  return { markets, total, currency: CURRENCY };
}

export interface MarketPurchaseView {
  purchaseId: string;
  projectId: string;
  total: number;
  currency: string;
  createdAt: Date;
  markets: {
    surveyId: string;
    countryCode: string;
    completes: number;
    cpi: number;
    total: number;
  }[];
}

function viewOfPurchase(
  found: NonNullable<Awaited<ReturnType<typeof findMarketPurchase>>>,
): MarketPurchaseView {
  return {
    purchaseId: found.purchase.id,
    projectId: found.purchase.projectId,
    total: found.purchase.totalPence / 100,
    currency: found.purchase.currency,
    createdAt: found.purchase.createdAt,
    markets: found.lines.map((l) => ({
      surveyId: l.surveyId,
      countryCode: l.countryCode,
      completes: l.completes,
      cpi: l.cpi,
      total: l.totalPence / 100,
    })),
  };
}

/** The project's one purchase; null before it is bought. */
export async function marketPurchase(
  ctx: MarketsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<MarketPurchaseView | null> {
  const project = await requireMarketsProject(ctx, viewer, surveyId);
  const found = await findMarketPurchase(ctx.db, project.projectId);
  return found ? viewOfPurchase(found) : null;
}

/**
 * Buys every market of the project in one purchase, in one transaction: each market is bought as
 * a survey is (`buySurvey`: ready, its own price re-quoted, published, its order and first batch,
 * launched or scheduled) with the lead market's questionnaire, which must be complete in every
 * market's language (TRANSLATIONS_INCOMPLETE); the purchase must name every market once
 * (MARKETS_MISMATCH) and confirm the one total the markets add up to now (PRICE_CHANGED with the
 * total). The purchase records the total and each market's part. Anything refused writes nothing.
 */
export async function purchaseMarkets(
  ctx: MarketsCtx,
  viewer: Viewer,
  input: PurchaseMarketsArgs,
): Promise<MarketPurchaseView> {
  const { view, bought } = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const project = await requireMarketsProject(inTx, viewer, input.surveyId);
    const existing = await findMarketPurchase(tx, project.projectId);
    if (existing) throw marketsAlreadyBought(viewOfPurchase(existing));
    const ids = project.surveys.map((s) => s.id);
    const prices = new Map(input.markets.map((m) => [m.surveyId, m]));
    if (prices.size !== input.markets.length || prices.size !== ids.length) {
      throw marketsMismatch(ids);
    }
    const lead = ids[0] ?? '';
    const boughtMarkets: (BoughtSurvey & { surveyId: string; countryCode: string })[] = [];
    // In project order, the lead first: every purchase locks the surveys in the same order.
    for (const surveyId of ids) {
      const price = prices.get(surveyId);
      if (!price) throw marketsMismatch(ids);
      const fieldwork = await fieldworkOfSurvey(inTx, surveyId);
      const one = await buySurvey(inTx, viewer, price, { questionnaireSurveyId: lead });
      boughtMarkets.push({ ...one, surveyId, countryCode: fieldwork?.countryCode ?? '' });
    }
    const lines = boughtMarkets.map((b) => ({ cpi: b.cpi, completes: b.purchased.completes }));
    const total = marketsTotal(lines);
    if (!samePrice(input.total, total)) throw totalChanged(total);
    await insertMarketPurchase(
      tx,
      {
        projectId: project.projectId,
        totalPence: Math.round(total * 100),
        currency: CURRENCY,
        createdAt: ctx.clock(),
      },
      boughtMarkets.map((b, position) => ({
        surveyId: b.surveyId,
        position,
        countryCode: b.countryCode,
        completes: b.purchased.completes,
        cpi: b.cpi,
        totalPence: Math.round(orderCost(b.cpi, b.purchased.completes) * 100),
      })),
    );
    const found = await findMarketPurchase(tx, project.projectId);
    if (!found) throw marketsMismatch(ids);
    return { view: viewOfPurchase(found), bought: boughtMarkets };
  });
  for (const b of bought) await afterPurchase(ctx, viewer, b.surveyId, b);
  return view;
}

/**
 * Soft launch for all: every market's soft launch set to `samplesNeeded` completes (0 turns it
 * off), each through the fieldwork service's own rules, in one transaction.
 */
export async function softLaunchMarkets(
  ctx: MarketsCtx,
  viewer: Viewer,
  input: { surveyId: string; samplesNeeded: number },
): Promise<MarketsView> {
  await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const project = await requireMarketsProject(inTx, viewer, input.surveyId);
    for (const survey of project.surveys) {
      await updateFieldwork(inTx, viewer, {
        surveyId: survey.id,
        softLaunch: { samplesNeeded: input.samplesNeeded },
      });
    }
  });
  return listMarkets(ctx, viewer, input.surveyId);
}

/**
 * Full launch for all: every market in a live soft launch waiting for its full launch gets it (a
 * market not waiting is left as it is), in one transaction; NOTHING_TO_LAUNCH when none waits.
 */
export async function fullLaunchMarkets(
  ctx: MarketsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<MarketsView> {
  const launched = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const project = await requireMarketsProject(inTx, viewer, surveyId);
    const done: string[] = [];
    for (const survey of project.surveys) {
      if (await fullLaunchIfWaiting(inTx, viewer, survey.id)) done.push(survey.id);
    }
    if (done.length === 0) throw nothingToLaunch();
    return done;
  });
  for (const id of launched) {
    ctx.analytics.track('Launched Full Survey', viewer, { surveyId: id });
    ctx.orderChanged?.(id);
  }
  return listMarkets(ctx, viewer, surveyId);
}
