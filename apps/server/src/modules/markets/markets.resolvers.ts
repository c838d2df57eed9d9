import { parseInput } from '../../lib/validate.ts';
import type { Resolvers } from './markets.generated.ts';
import { presentMarketPurchase } from './markets.presenter.ts';
import {
  AddMarketInput,
  CreateMultiMarketProjectInput,
  PurchaseMarketsInput,
  SoftLaunchMarketsInput,
  SurveyIdInput,
} from './markets.schemas.ts';
import {
  fullLaunchMarkets,
  marketPurchase,
  purchaseMarkets,
  quoteMarkets,
  softLaunchMarkets,
} from './marketPurchase.service.ts';
import {
  addMarket,
  createMultiMarketProject,
  listMarkets,
  removeMarket,
  type MarketsCtx,
} from './markets.service.ts';

/** The market GraphQL service: parse -> viewer -> service -> present. */
export function marketsResolvers(ctx: MarketsCtx): Resolvers {
  return {
    Query: {
      markets: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        return listMarkets(ctx, await viewer(), surveyId);
      },
      marketsQuote: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        return quoteMarkets(ctx, await viewer(), surveyId);
      },
      marketPurchase: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        const found = await marketPurchase(ctx, await viewer(), surveyId);
        return found && presentMarketPurchase(found);
      },
    },
    Mutation: {
      createMultiMarketProject: async (_p, args, { viewer }) => {
        const input = parseInput(CreateMultiMarketProjectInput, args);
        return createMultiMarketProject(ctx, await viewer(), input);
      },
      addMarket: async (_p, args, { viewer }) => {
        const input = parseInput(AddMarketInput, args);
        return addMarket(ctx, await viewer(), input);
      },
      removeMarket: async (_p, args, { viewer }) => {
        const input = parseInput(SurveyIdInput, args);
        return removeMarket(ctx, await viewer(), input);
      },
      purchaseMarkets: async (_p, args, { viewer }) => {
        const input = parseInput(PurchaseMarketsInput, args);
        return presentMarketPurchase(await purchaseMarkets(ctx, await viewer(), input));
      },
      softLaunchMarkets: async (_p, args, { viewer }) => {
        const input = parseInput(SoftLaunchMarketsInput, args);
        return softLaunchMarkets(ctx, await viewer(), input);
      },
      fullLaunchMarkets: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        return fullLaunchMarkets(ctx, await viewer(), surveyId);
      },
    },
  };
}
