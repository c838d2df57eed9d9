/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type OrderStatus =
  'Closed' | 'Completed' | 'Halted' | 'Live' | 'Paused' | 'Pending' | 'Scheduled';

export type ConfirmOrderFieldsFragment = {
  surveyId: string;
  status: OrderStatus;
  isSoftLaunch: boolean;
  customerCPI: number | null;
  replacedCompletes: number;
  createdDate: string;
  sinceDate: string;
};

export type ConfirmSurveyOrderQueryVariables = Exact<{
  surveyId: string;
}>;

export type ConfirmSurveyOrderQuery = {
  surveyOrder: {
    surveyId: string;
    status: OrderStatus;
    isSoftLaunch: boolean;
    customerCPI: number | null;
    replacedCompletes: number;
    createdDate: string;
    sinceDate: string;
  } | null;
};

export type CreateSurveyOrderMutationVariables = Exact<{
  surveyId: string;
  feasibility: number;
  customerCPI: number;
  baseCPI: number;
}>;

export type CreateSurveyOrderMutation = {
  createSurveyOrder: {
    surveyId: string;
    status: OrderStatus;
    isSoftLaunch: boolean;
    customerCPI: number | null;
    replacedCompletes: number;
    createdDate: string;
    sinceDate: string;
  };
};

export type UpdateSurveyOrderMutationVariables = Exact<{
  surveyId: string;
  orderStatus: OrderStatus;
}>;

export type UpdateSurveyOrderMutation = {
  updateSurveyOrder: { surveyId: string; status: OrderStatus; sinceDate: string };
};

export type ReplacementWindowFieldsFragment = {
  surveyId: string;
  replacementWindowDays: number;
  replacementWindowClosesAt: string | null;
  replacedCompletes: number;
};

export type ReplacementWindowQueryVariables = Exact<{
  surveyId: string;
}>;

export type ReplacementWindowQuery = {
  surveyOrder: {
    surveyId: string;
    replacementWindowDays: number;
    replacementWindowClosesAt: string | null;
    replacedCompletes: number;
  } | null;
};

export type SetReplacementWindowMutationVariables = Exact<{
  surveyId: string;
  days: number;
}>;

export type SetReplacementWindowMutation = {
  setReplacementWindow: {
    surveyId: string;
    replacementWindowDays: number;
    replacementWindowClosesAt: string | null;
    replacedCompletes: number;
  };
};

export type ResultsOrderFieldsFragment = {
  surveyId: string;
  status: OrderStatus;
  isSoftLaunch: boolean;
  sinceDate: string;
  panelSupplierOrders: Array<{
    orderId: string;
    orderNumber: number;
    status: OrderStatus;
    samplesNeeded: number;
  }>;
};

export type ResultsSurveyOrderQueryVariables = Exact<{
  surveyId: string;
}>;

export type ResultsSurveyOrderQuery = {
  surveyOrder: {
    surveyId: string;
    status: OrderStatus;
    isSoftLaunch: boolean;
    sinceDate: string;
    panelSupplierOrders: Array<{
      orderId: string;
      orderNumber: number;
      status: OrderStatus;
      samplesNeeded: number;
    }>;
  } | null;
};

export type AddFullLaunchOrderMutationVariables = Exact<{
  surveyId: string;
  orderDescription: string;
  samplesNeeded: number;
}>;

export type AddFullLaunchOrderMutation = {
  addPanelSupplierOrder: {
    surveyId: string;
    status: OrderStatus;
    isSoftLaunch: boolean;
    sinceDate: string;
    panelSupplierOrders: Array<{
      orderId: string;
      orderNumber: number;
      status: OrderStatus;
      samplesNeeded: number;
    }>;
  };
};

export type EndSurveyOrderMutationVariables = Exact<{
  surveyId: string;
}>;

export type EndSurveyOrderMutation = {
  updateSurveyOrder: {
    surveyId: string;
    status: OrderStatus;
    isSoftLaunch: boolean;
    sinceDate: string;
    panelSupplierOrders: Array<{
      orderId: string;
      orderNumber: number;
      status: OrderStatus;
      samplesNeeded: number;
    }>;
  };
};

export const ConfirmOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerCPI' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedCompletes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmOrderFieldsFragment, unknown>;
export const ReplacementWindowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReplacementWindowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacementWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacementWindowClosesAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedCompletes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReplacementWindowFieldsFragment, unknown>;
export const ResultsOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultsOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'panelSupplierOrders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsOrderFieldsFragment, unknown>;
export const ConfirmSurveyOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConfirmSurveyOrder' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConfirmOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerCPI' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedCompletes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmSurveyOrderQuery, ConfirmSurveyOrderQueryVariables>;
export const CreateSurveyOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSurveyOrder' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'feasibility' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerCPI' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baseCPI' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSurveyOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'feasibility' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'feasibility' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerCPI' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerCPI' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baseCPI' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baseCPI' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ConfirmOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ConfirmOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerCPI' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedCompletes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSurveyOrderMutation, CreateSurveyOrderMutationVariables>;
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
export const ReplacementWindowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReplacementWindow' },
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
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ReplacementWindowFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReplacementWindowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacementWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacementWindowClosesAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedCompletes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReplacementWindowQuery, ReplacementWindowQueryVariables>;
export const SetReplacementWindowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetReplacementWindow' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setReplacementWindow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'days' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ReplacementWindowFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReplacementWindowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacementWindowDays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacementWindowClosesAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedCompletes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetReplacementWindowMutation, SetReplacementWindowMutationVariables>;
export const ResultsSurveyOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ResultsSurveyOrder' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResultsOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultsOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'panelSupplierOrders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResultsSurveyOrderQuery, ResultsSurveyOrderQueryVariables>;
export const AddFullLaunchOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddFullLaunchOrder' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orderDescription' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addPanelSupplierOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'surveyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'surveyId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orderDescription' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orderDescription' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'samplesNeeded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'samplesNeeded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResultsOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultsOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'panelSupplierOrders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddFullLaunchOrderMutation, AddFullLaunchOrderMutationVariables>;
export const EndSurveyOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EndSurveyOrder' },
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
                value: { kind: 'EnumValue', value: 'Completed' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ResultsOrderFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ResultsOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'surveyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSoftLaunch' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sinceDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'panelSupplierOrders' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'samplesNeeded' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EndSurveyOrderMutation, EndSurveyOrderMutationVariables>;
