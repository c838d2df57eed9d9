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
  'fragment ConfirmOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  customerCPI\n  replacedCompletes\n  createdDate\n  sinceDate\n}\n\nquery ConfirmSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ConfirmOrderFields\n  }\n}\n\nmutation CreateSurveyOrder($surveyId: ID!, $feasibility: Float!, $customerCPI: Float!, $baseCPI: Float!) {\n  createSurveyOrder(\n    surveyId: $surveyId\n    feasibility: $feasibility\n    customerCPI: $customerCPI\n    baseCPI: $baseCPI\n  ) {\n    ...ConfirmOrderFields\n  }\n}': typeof types.ConfirmOrderFieldsFragmentDoc;
  'mutation UpdateSurveyOrder($surveyId: ID!, $orderStatus: OrderStatus!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) {\n    surveyId\n    status\n    sinceDate\n  }\n}': typeof types.UpdateSurveyOrderDocument;
  'fragment ReplacementWindowFields on SurveyOrder {\n  surveyId\n  replacementWindowDays\n  replacementWindowClosesAt\n  replacedCompletes\n}\n\nquery ReplacementWindow($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ReplacementWindowFields\n  }\n}\n\nmutation SetReplacementWindow($surveyId: ID!, $days: Int!) {\n  setReplacementWindow(surveyId: $surveyId, days: $days) {\n    ...ReplacementWindowFields\n  }\n}': typeof types.ReplacementWindowFieldsFragmentDoc;
  'fragment ResultsOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  sinceDate\n  panelSupplierOrders {\n    orderId\n    orderNumber\n    status\n    samplesNeeded\n  }\n}\n\nquery ResultsSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation AddFullLaunchOrder($surveyId: ID!, $orderDescription: String!, $samplesNeeded: Int!) {\n  addPanelSupplierOrder(\n    surveyId: $surveyId\n    orderDescription: $orderDescription\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation EndSurveyOrder($surveyId: ID!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) {\n    ...ResultsOrderFields\n  }\n}': typeof types.ResultsOrderFieldsFragmentDoc;
};
const documents: Documents = {
  'fragment ConfirmOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  customerCPI\n  replacedCompletes\n  createdDate\n  sinceDate\n}\n\nquery ConfirmSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ConfirmOrderFields\n  }\n}\n\nmutation CreateSurveyOrder($surveyId: ID!, $feasibility: Float!, $customerCPI: Float!, $baseCPI: Float!) {\n  createSurveyOrder(\n    surveyId: $surveyId\n    feasibility: $feasibility\n    customerCPI: $customerCPI\n    baseCPI: $baseCPI\n  ) {\n    ...ConfirmOrderFields\n  }\n}':
    types.ConfirmOrderFieldsFragmentDoc,
  'mutation UpdateSurveyOrder($surveyId: ID!, $orderStatus: OrderStatus!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) {\n    surveyId\n    status\n    sinceDate\n  }\n}':
    types.UpdateSurveyOrderDocument,
  'fragment ReplacementWindowFields on SurveyOrder {\n  surveyId\n  replacementWindowDays\n  replacementWindowClosesAt\n  replacedCompletes\n}\n\nquery ReplacementWindow($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ReplacementWindowFields\n  }\n}\n\nmutation SetReplacementWindow($surveyId: ID!, $days: Int!) {\n  setReplacementWindow(surveyId: $surveyId, days: $days) {\n    ...ReplacementWindowFields\n  }\n}':
    types.ReplacementWindowFieldsFragmentDoc,
  'fragment ResultsOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  sinceDate\n  panelSupplierOrders {\n    orderId\n    orderNumber\n    status\n    samplesNeeded\n  }\n}\n\nquery ResultsSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation AddFullLaunchOrder($surveyId: ID!, $orderDescription: String!, $samplesNeeded: Int!) {\n  addPanelSupplierOrder(\n    surveyId: $surveyId\n    orderDescription: $orderDescription\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation EndSurveyOrder($surveyId: ID!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) {\n    ...ResultsOrderFields\n  }\n}':
    types.ResultsOrderFieldsFragmentDoc,
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
  source: 'fragment ConfirmOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  customerCPI\n  replacedCompletes\n  createdDate\n  sinceDate\n}\n\nquery ConfirmSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ConfirmOrderFields\n  }\n}\n\nmutation CreateSurveyOrder($surveyId: ID!, $feasibility: Float!, $customerCPI: Float!, $baseCPI: Float!) {\n  createSurveyOrder(\n    surveyId: $surveyId\n    feasibility: $feasibility\n    customerCPI: $customerCPI\n    baseCPI: $baseCPI\n  ) {\n    ...ConfirmOrderFields\n  }\n}',
): (typeof documents)['fragment ConfirmOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  customerCPI\n  replacedCompletes\n  createdDate\n  sinceDate\n}\n\nquery ConfirmSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ConfirmOrderFields\n  }\n}\n\nmutation CreateSurveyOrder($surveyId: ID!, $feasibility: Float!, $customerCPI: Float!, $baseCPI: Float!) {\n  createSurveyOrder(\n    surveyId: $surveyId\n    feasibility: $feasibility\n    customerCPI: $customerCPI\n    baseCPI: $baseCPI\n  ) {\n    ...ConfirmOrderFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateSurveyOrder($surveyId: ID!, $orderStatus: OrderStatus!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) {\n    surveyId\n    status\n    sinceDate\n  }\n}',
): (typeof documents)['mutation UpdateSurveyOrder($surveyId: ID!, $orderStatus: OrderStatus!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) {\n    surveyId\n    status\n    sinceDate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ReplacementWindowFields on SurveyOrder {\n  surveyId\n  replacementWindowDays\n  replacementWindowClosesAt\n  replacedCompletes\n}\n\nquery ReplacementWindow($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ReplacementWindowFields\n  }\n}\n\nmutation SetReplacementWindow($surveyId: ID!, $days: Int!) {\n  setReplacementWindow(surveyId: $surveyId, days: $days) {\n    ...ReplacementWindowFields\n  }\n}',
): (typeof documents)['fragment ReplacementWindowFields on SurveyOrder {\n  surveyId\n  replacementWindowDays\n  replacementWindowClosesAt\n  replacedCompletes\n}\n\nquery ReplacementWindow($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ReplacementWindowFields\n  }\n}\n\nmutation SetReplacementWindow($surveyId: ID!, $days: Int!) {\n  setReplacementWindow(surveyId: $surveyId, days: $days) {\n    ...ReplacementWindowFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ResultsOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  sinceDate\n  panelSupplierOrders {\n    orderId\n    orderNumber\n    status\n    samplesNeeded\n  }\n}\n\nquery ResultsSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation AddFullLaunchOrder($surveyId: ID!, $orderDescription: String!, $samplesNeeded: Int!) {\n  addPanelSupplierOrder(\n    surveyId: $surveyId\n    orderDescription: $orderDescription\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation EndSurveyOrder($surveyId: ID!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) {\n    ...ResultsOrderFields\n  }\n}',
): (typeof documents)['fragment ResultsOrderFields on SurveyOrder {\n  surveyId\n  status\n  isSoftLaunch\n  sinceDate\n  panelSupplierOrders {\n    orderId\n    orderNumber\n    status\n    samplesNeeded\n  }\n}\n\nquery ResultsSurveyOrder($surveyId: ID!) {\n  surveyOrder(surveyId: $surveyId) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation AddFullLaunchOrder($surveyId: ID!, $orderDescription: String!, $samplesNeeded: Int!) {\n  addPanelSupplierOrder(\n    surveyId: $surveyId\n    orderDescription: $orderDescription\n    samplesNeeded: $samplesNeeded\n  ) {\n    ...ResultsOrderFields\n  }\n}\n\nmutation EndSurveyOrder($surveyId: ID!) {\n  updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) {\n    ...ResultsOrderFields\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
