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
  'mutation AddFieldwork($surveyId: ID!, $panelSupplierCode: String!, $countryCode: String!, $samplesNeeded: Int!, $accountMarkup: Float!) {\n  addFieldwork(\n    surveyId: $surveyId\n    panelSupplierCode: $panelSupplierCode\n    countryCode: $countryCode\n    samplesNeeded: $samplesNeeded\n    accountMarkup: $accountMarkup\n  ) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}': typeof types.AddFieldworkDocument;
  'query Countries {\n  countries {\n    name\n    countryCode\n  }\n}': typeof types.CountriesDocument;
  'query GetCostQuote($surveyId: ID!, $loi: Int) {\n  getCostQuote(surveyId: $surveyId, loi: $loi) {\n    cpi {\n      amount\n      currency\n    }\n  }\n}': typeof types.GetCostQuoteDocument;
  'query SurveyFieldwork($surveyId: ID!) {\n  fieldwork(surveyId: $surveyId) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}': typeof types.SurveyFieldworkDocument;
  'mutation UpdateFieldworkLoi($surveyId: ID!, $lengthOfInterview: Int!) {\n  updateFieldwork(surveyId: $surveyId, lengthOfInterview: $lengthOfInterview) {\n    surveyId\n    lengthOfInterview {\n      adjusted\n      unadjusted\n    }\n  }\n}': typeof types.UpdateFieldworkLoiDocument;
  'mutation UpdateFieldworkSamples($surveyId: ID!, $samplesNeeded: Int!) {\n  updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}': typeof types.UpdateFieldworkSamplesDocument;
};
const documents: Documents = {
  'mutation AddFieldwork($surveyId: ID!, $panelSupplierCode: String!, $countryCode: String!, $samplesNeeded: Int!, $accountMarkup: Float!) {\n  addFieldwork(\n    surveyId: $surveyId\n    panelSupplierCode: $panelSupplierCode\n    countryCode: $countryCode\n    samplesNeeded: $samplesNeeded\n    accountMarkup: $accountMarkup\n  ) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}':
    types.AddFieldworkDocument,
  'query Countries {\n  countries {\n    name\n    countryCode\n  }\n}': types.CountriesDocument,
  'query GetCostQuote($surveyId: ID!, $loi: Int) {\n  getCostQuote(surveyId: $surveyId, loi: $loi) {\n    cpi {\n      amount\n      currency\n    }\n  }\n}':
    types.GetCostQuoteDocument,
  'query SurveyFieldwork($surveyId: ID!) {\n  fieldwork(surveyId: $surveyId) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}':
    types.SurveyFieldworkDocument,
  'mutation UpdateFieldworkLoi($surveyId: ID!, $lengthOfInterview: Int!) {\n  updateFieldwork(surveyId: $surveyId, lengthOfInterview: $lengthOfInterview) {\n    surveyId\n    lengthOfInterview {\n      adjusted\n      unadjusted\n    }\n  }\n}':
    types.UpdateFieldworkLoiDocument,
  'mutation UpdateFieldworkSamples($surveyId: ID!, $samplesNeeded: Int!) {\n  updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}':
    types.UpdateFieldworkSamplesDocument,
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
  source: 'mutation AddFieldwork($surveyId: ID!, $panelSupplierCode: String!, $countryCode: String!, $samplesNeeded: Int!, $accountMarkup: Float!) {\n  addFieldwork(\n    surveyId: $surveyId\n    panelSupplierCode: $panelSupplierCode\n    countryCode: $countryCode\n    samplesNeeded: $samplesNeeded\n    accountMarkup: $accountMarkup\n  ) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}',
): (typeof documents)['mutation AddFieldwork($surveyId: ID!, $panelSupplierCode: String!, $countryCode: String!, $samplesNeeded: Int!, $accountMarkup: Float!) {\n  addFieldwork(\n    surveyId: $surveyId\n    panelSupplierCode: $panelSupplierCode\n    countryCode: $countryCode\n    samplesNeeded: $samplesNeeded\n    accountMarkup: $accountMarkup\n  ) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Countries {\n  countries {\n    name\n    countryCode\n  }\n}',
): (typeof documents)['query Countries {\n  countries {\n    name\n    countryCode\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query GetCostQuote($surveyId: ID!, $loi: Int) {\n  getCostQuote(surveyId: $surveyId, loi: $loi) {\n    cpi {\n      amount\n      currency\n    }\n  }\n}',
): (typeof documents)['query GetCostQuote($surveyId: ID!, $loi: Int) {\n  getCostQuote(surveyId: $surveyId, loi: $loi) {\n    cpi {\n      amount\n      currency\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SurveyFieldwork($surveyId: ID!) {\n  fieldwork(surveyId: $surveyId) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}',
): (typeof documents)['query SurveyFieldwork($surveyId: ID!) {\n  fieldwork(surveyId: $surveyId) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateFieldworkLoi($surveyId: ID!, $lengthOfInterview: Int!) {\n  updateFieldwork(surveyId: $surveyId, lengthOfInterview: $lengthOfInterview) {\n    surveyId\n    lengthOfInterview {\n      adjusted\n      unadjusted\n    }\n  }\n}',
): (typeof documents)['mutation UpdateFieldworkLoi($surveyId: ID!, $lengthOfInterview: Int!) {\n  updateFieldwork(surveyId: $surveyId, lengthOfInterview: $lengthOfInterview) {\n    surveyId\n    lengthOfInterview {\n      adjusted\n      unadjusted\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateFieldworkSamples($surveyId: ID!, $samplesNeeded: Int!) {\n  updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}',
): (typeof documents)['mutation UpdateFieldworkSamples($surveyId: ID!, $samplesNeeded: Int!) {\n  updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded) {\n    surveyId\n    samplesNeeded {\n      unadjusted\n      adjusted\n    }\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
