/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'fragment MarketsFields on Markets {\n  projectId\n  name\n  markets {\n    surveyId\n    lead\n    state\n    countryCode\n    countryName\n    language\n    samplesNeeded\n    softLaunchSamples\n  }\n}\n\nquery Markets($surveyId: ID!) {\n  markets(surveyId: $surveyId) {\n    ...MarketsFields\n  }\n}\n\nquery MarketsQuote($surveyId: ID!) {\n  marketsQuote(surveyId: $surveyId) {\n    total\n    currency\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi {\n        amount\n        baseAmount\n        currency\n      }\n      lengthOfInterview\n      feasibility\n      isFeasible\n      total\n    }\n  }\n}\n\nquery MarketPurchase($surveyId: ID!) {\n  marketPurchase(surveyId: $surveyId) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}\n\nmutation CreateMultiMarketProject($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {\n  createMultiMarketProject(\n    name: $name\n    accountId: $accountId\n    creator: $creator\n    countryCodes: $countryCodes\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...MarketsFields\n  }\n}\n\nmutation PurchaseMarkets($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {\n  purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}': typeof types.MarketsFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment MarketsFields on Markets {\n  projectId\n  name\n  markets {\n    surveyId\n    lead\n    state\n    countryCode\n    countryName\n    language\n    samplesNeeded\n    softLaunchSamples\n  }\n}\n\nquery Markets($surveyId: ID!) {\n  markets(surveyId: $surveyId) {\n    ...MarketsFields\n  }\n}\n\nquery MarketsQuote($surveyId: ID!) {\n  marketsQuote(surveyId: $surveyId) {\n    total\n    currency\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi {\n        amount\n        baseAmount\n        currency\n      }\n      lengthOfInterview\n      feasibility\n      isFeasible\n      total\n    }\n  }\n}\n\nquery MarketPurchase($surveyId: ID!) {\n  marketPurchase(surveyId: $surveyId) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}\n\nmutation CreateMultiMarketProject($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {\n  createMultiMarketProject(\n    name: $name\n    accountId: $accountId\n    creator: $creator\n    countryCodes: $countryCodes\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...MarketsFields\n  }\n}\n\nmutation PurchaseMarkets($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {\n  purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}':
    types.MarketsFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment MarketsFields on Markets {\n  projectId\n  name\n  markets {\n    surveyId\n    lead\n    state\n    countryCode\n    countryName\n    language\n    samplesNeeded\n    softLaunchSamples\n  }\n}\n\nquery Markets($surveyId: ID!) {\n  markets(surveyId: $surveyId) {\n    ...MarketsFields\n  }\n}\n\nquery MarketsQuote($surveyId: ID!) {\n  marketsQuote(surveyId: $surveyId) {\n    total\n    currency\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi {\n        amount\n        baseAmount\n        currency\n      }\n      lengthOfInterview\n      feasibility\n      isFeasible\n      total\n    }\n  }\n}\n\nquery MarketPurchase($surveyId: ID!) {\n  marketPurchase(surveyId: $surveyId) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}\n\nmutation CreateMultiMarketProject($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {\n  createMultiMarketProject(\n    name: $name\n    accountId: $accountId\n    creator: $creator\n    countryCodes: $countryCodes\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...MarketsFields\n  }\n}\n\nmutation PurchaseMarkets($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {\n  purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}',
): (typeof documents)['fragment MarketsFields on Markets {\n  projectId\n  name\n  markets {\n    surveyId\n    lead\n    state\n    countryCode\n    countryName\n    language\n    samplesNeeded\n    softLaunchSamples\n  }\n}\n\nquery Markets($surveyId: ID!) {\n  markets(surveyId: $surveyId) {\n    ...MarketsFields\n  }\n}\n\nquery MarketsQuote($surveyId: ID!) {\n  marketsQuote(surveyId: $surveyId) {\n    total\n    currency\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi {\n        amount\n        baseAmount\n        currency\n      }\n      lengthOfInterview\n      feasibility\n      isFeasible\n      total\n    }\n  }\n}\n\nquery MarketPurchase($surveyId: ID!) {\n  marketPurchase(surveyId: $surveyId) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}\n\nmutation CreateMultiMarketProject($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {\n  createMultiMarketProject(\n    name: $name\n    accountId: $accountId\n    creator: $creator\n    countryCodes: $countryCodes\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...MarketsFields\n  }\n}\n\nmutation PurchaseMarkets($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {\n  purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) {\n    purchaseId\n    total\n    currency\n    createdDate\n    markets {\n      surveyId\n      countryCode\n      completes\n      cpi\n      total\n    }\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
