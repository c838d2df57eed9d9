/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OrderStatus =
  'Closed' | 'Completed' | 'Halted' | 'Live' | 'Paused' | 'Pending' | 'Scheduled';

export type AudienceSurveyOrderQueryVariables = Exact<{
  surveyId: string;
}>;

export type AudienceSurveyOrderQuery = {
  surveyOrder: { surveyId: string; status: OrderStatus; sinceDate: string } | null;
};

export type UpdateSurveyOrderMutationVariables = Exact<{
  surveyId: string;
  orderStatus: OrderStatus;
}>;

export type UpdateSurveyOrderMutation = {
  updateSurveyOrder: { surveyId: string; status: OrderStatus; sinceDate: string };
};

export const AudienceSurveyOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AudienceSurveyOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'surveyOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AudienceSurveyOrderQuery, AudienceSurveyOrderQueryVariables>;
export const UpdateSurveyOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSurveyOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderStatus' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderStatus' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSurveyOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderStatus' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderStatus' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSurveyOrderMutation, UpdateSurveyOrderMutationVariables>;
