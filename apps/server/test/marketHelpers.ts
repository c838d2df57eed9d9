import type { SignedUpUser } from './authHelpers.ts';
import { gql, gqlOk, type GraphQLResponse } from './graphqlHelpers.ts';
import type { TestApp } from './testApp.ts';

export const MARKETS_FIELDS = `projectId name markets { surveyId lead state countryCode countryName language samplesNeeded softLaunchSamples }`;
export const PURCHASE_FIELDS = `purchaseId projectId total currency createdDate markets { surveyId countryCode completes cpi total }`;

export interface TestMarkets {
  projectId: string;
  name: string;
  markets: {
    surveyId: string;
    lead: boolean;
    state: string;
    countryCode: string;
    countryName: string;
    language: string;
    samplesNeeded: number;
    softLaunchSamples: number;
  }[];
}

export interface TestMarketsQuote {
  markets: {
    surveyId: string;
    countryCode: string;
    completes: number;
    cpi: { amount: number; baseAmount: number };
    feasibility: number;
    total: number;
  }[];
  total: number;
}

export interface TestMarketPurchase {
  purchaseId: string;
  projectId: string;
  total: number;
  currency: string;
  markets: {
    surveyId: string;
    countryCode: string;
    completes: number;
    cpi: number;
    total: number;
  }[];
}

/** The market service as `user` calls it. */
export function marketsApi(t: TestApp, user: SignedUpUser) {
  const call = <T>(query: string, vars: Record<string, unknown>): Promise<GraphQLResponse<T>> =>
    gql<T>(t, 'market', user.accessToken, query, vars);
  return {
    create: (countryCodes: string[], opts: { name?: string; samplesNeeded?: number } = {}) =>
      call<{ createMultiMarketProject: TestMarkets }>(
        `mutation C($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {
          createMultiMarketProject(name: $name, accountId: $accountId, creator: $creator, countryCodes: $countryCodes, samplesNeeded: $samplesNeeded) { ${MARKETS_FIELDS} }
        }`,
        {
          name: opts.name ?? 'Brand tracker',
          accountId: user.accountId,
          creator: user.email,
          countryCodes,
          samplesNeeded: opts.samplesNeeded ?? 100,
        },
      ),
    read: (surveyId: string) =>
      call<{ markets: TestMarkets }>(
        `query M($surveyId: ID!) { markets(surveyId: $surveyId) { ${MARKETS_FIELDS} } }`,
        { surveyId },
      ),
    add: (surveyId: string, countryCode: string, samplesNeeded = 100) =>
      call<{ addMarket: TestMarkets }>(
        `mutation A($surveyId: ID!, $countryCode: String!, $samplesNeeded: Int!) {
          addMarket(surveyId: $surveyId, countryCode: $countryCode, samplesNeeded: $samplesNeeded) { ${MARKETS_FIELDS} }
        }`,
        { surveyId, countryCode, samplesNeeded },
      ),
    remove: (surveyId: string) =>
      call<{ removeMarket: TestMarkets }>(
        `mutation R($surveyId: ID!) { removeMarket(surveyId: $surveyId) { ${MARKETS_FIELDS} } }`,
        { surveyId },
      ),
    quote: async (surveyId: string) =>
      (
        await gqlOk<{ marketsQuote: TestMarketsQuote }>(
          t,
          'market',
          user.accessToken,
          `query Q($surveyId: ID!) { marketsQuote(surveyId: $surveyId) {
            total markets { surveyId countryCode completes cpi { amount baseAmount } feasibility total } } }`,
          { surveyId },
        )
      ).marketsQuote,
    purchase: (
      surveyId: string,
      markets: { surveyId: string; customerCPI: number; baseCPI: number; feasibility: number }[],
      total: number,
    ) =>
      call<{ purchaseMarkets: TestMarketPurchase }>(
        `mutation P($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {
          purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) { ${PURCHASE_FIELDS} }
        }`,
        { surveyId, markets, total },
      ),
    readPurchase: (surveyId: string) =>
      call<{ marketPurchase: TestMarketPurchase | null }>(
        `query P($surveyId: ID!) { marketPurchase(surveyId: $surveyId) { ${PURCHASE_FIELDS} } }`,
        { surveyId },
      ),
    softLaunchAll: (surveyId: string, samplesNeeded: number) =>
      call<{ softLaunchMarkets: TestMarkets }>(
        `mutation S($surveyId: ID!, $samplesNeeded: Int!) { softLaunchMarkets(surveyId: $surveyId, samplesNeeded: $samplesNeeded) { ${MARKETS_FIELDS} } }`,
        { surveyId, samplesNeeded },
      ),
    fullLaunchAll: (surveyId: string) =>
      call<{ fullLaunchMarkets: TestMarkets }>(
        `mutation F($surveyId: ID!) { fullLaunchMarkets(surveyId: $surveyId) { ${MARKETS_FIELDS} } }`,
        { surveyId },
      ),
  };
}

/** The purchase's price lines, as the purchase screen sends what it showed. */
export const pricesOf = (quote: TestMarketsQuote) =>
  quote.markets.map((m) => ({
    surveyId: m.surveyId,
    customerCPI: m.cpi.amount,
    baseCPI: m.cpi.baseAmount,
    feasibility: m.feasibility,
  }));
