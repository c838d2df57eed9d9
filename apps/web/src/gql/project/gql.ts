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
  'mutation CreateProject($name: String!, $description: String, $accountId: ID!, $solutionId: ID!, $creator: String!) {\n  createProject(\n    name: $name\n    description: $description\n    accountId: $accountId\n    solutionId: $solutionId\n    creator: $creator\n  ) {\n    ...ProjectListFields\n  }\n}': typeof types.CreateProjectDocument;
  'mutation DeleteProject($projectId: ID!, $accountId: ID!) {\n  deleteProject(projectId: $projectId, accountId: $accountId) {\n    projectId\n  }\n}': typeof types.DeleteProjectDocument;
  'fragment ProjectListFields on Project {\n  projectId\n  name\n  projectType\n  accountId\n  createdDate\n  sinceDate\n  solution {\n    solutionId\n    sinceDate\n  }\n  surveys {\n    surveyId\n    name\n    state\n    sinceDate\n  }\n}': typeof types.ProjectListFieldsFragmentDoc;
  'query SearchProjects($accountId: ID!, $offset: Int!, $limit: Int!, $text: String, $sorting: Sorting, $state: SurveyState) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    text: $text\n    sorting: $sorting\n    state: $state\n  ) {\n    projects {\n      ...ProjectListFields\n    }\n  }\n}': typeof types.SearchProjectsDocument;
  'mutation UpdateProject($projectId: ID!, $name: String!) {\n  updateProject(projectId: $projectId, name: $name) {\n    projectId\n    name\n    sinceDate\n  }\n}': typeof types.UpdateProjectDocument;
  'mutation UpdateSurvey($surveyId: ID!, $state: SurveyState!) {\n  updateSurvey(surveyId: $surveyId, state: $state) {\n    surveyId\n    state\n    sinceDate\n  }\n}': typeof types.UpdateSurveyDocument;
  'query ImportProjects($accountId: ID!, $offset: Int!, $limit: Int!) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    sorting: {sortBy: SinceDate, order: Desc}\n  ) {\n    projects {\n      projectId\n      name\n      sinceDate\n      surveys {\n        surveyId\n      }\n    }\n  }\n}': typeof types.ImportProjectsDocument;
  'query ProjectBySurveyId($surveyId: ID!) {\n  projectBySurveyId(surveyId: $surveyId) {\n    ...ProjectListFields\n  }\n}': typeof types.ProjectBySurveyIdDocument;
};
const documents: Documents = {
  'mutation CreateProject($name: String!, $description: String, $accountId: ID!, $solutionId: ID!, $creator: String!) {\n  createProject(\n    name: $name\n    description: $description\n    accountId: $accountId\n    solutionId: $solutionId\n    creator: $creator\n  ) {\n    ...ProjectListFields\n  }\n}':
    types.CreateProjectDocument,
  'mutation DeleteProject($projectId: ID!, $accountId: ID!) {\n  deleteProject(projectId: $projectId, accountId: $accountId) {\n    projectId\n  }\n}':
    types.DeleteProjectDocument,
  'fragment ProjectListFields on Project {\n  projectId\n  name\n  projectType\n  accountId\n  createdDate\n  sinceDate\n  solution {\n    solutionId\n    sinceDate\n  }\n  surveys {\n    surveyId\n    name\n    state\n    sinceDate\n  }\n}':
    types.ProjectListFieldsFragmentDoc,
  'query SearchProjects($accountId: ID!, $offset: Int!, $limit: Int!, $text: String, $sorting: Sorting, $state: SurveyState) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    text: $text\n    sorting: $sorting\n    state: $state\n  ) {\n    projects {\n      ...ProjectListFields\n    }\n  }\n}':
    types.SearchProjectsDocument,
  'mutation UpdateProject($projectId: ID!, $name: String!) {\n  updateProject(projectId: $projectId, name: $name) {\n    projectId\n    name\n    sinceDate\n  }\n}':
    types.UpdateProjectDocument,
  'mutation UpdateSurvey($surveyId: ID!, $state: SurveyState!) {\n  updateSurvey(surveyId: $surveyId, state: $state) {\n    surveyId\n    state\n    sinceDate\n  }\n}':
    types.UpdateSurveyDocument,
  'query ImportProjects($accountId: ID!, $offset: Int!, $limit: Int!) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    sorting: {sortBy: SinceDate, order: Desc}\n  ) {\n    projects {\n      projectId\n      name\n      sinceDate\n      surveys {\n        surveyId\n      }\n    }\n  }\n}':
    types.ImportProjectsDocument,
  'query ProjectBySurveyId($surveyId: ID!) {\n  projectBySurveyId(surveyId: $surveyId) {\n    ...ProjectListFields\n  }\n}':
    types.ProjectBySurveyIdDocument,
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
  source: 'mutation CreateProject($name: String!, $description: String, $accountId: ID!, $solutionId: ID!, $creator: String!) {\n  createProject(\n    name: $name\n    description: $description\n    accountId: $accountId\n    solutionId: $solutionId\n    creator: $creator\n  ) {\n    ...ProjectListFields\n  }\n}',
): (typeof documents)['mutation CreateProject($name: String!, $description: String, $accountId: ID!, $solutionId: ID!, $creator: String!) {\n  createProject(\n    name: $name\n    description: $description\n    accountId: $accountId\n    solutionId: $solutionId\n    creator: $creator\n  ) {\n    ...ProjectListFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation DeleteProject($projectId: ID!, $accountId: ID!) {\n  deleteProject(projectId: $projectId, accountId: $accountId) {\n    projectId\n  }\n}',
): (typeof documents)['mutation DeleteProject($projectId: ID!, $accountId: ID!) {\n  deleteProject(projectId: $projectId, accountId: $accountId) {\n    projectId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ProjectListFields on Project {\n  projectId\n  name\n  projectType\n  accountId\n  createdDate\n  sinceDate\n  solution {\n    solutionId\n    sinceDate\n  }\n  surveys {\n    surveyId\n    name\n    state\n    sinceDate\n  }\n}',
): (typeof documents)['fragment ProjectListFields on Project {\n  projectId\n  name\n  projectType\n  accountId\n  createdDate\n  sinceDate\n  solution {\n    solutionId\n    sinceDate\n  }\n  surveys {\n    surveyId\n    name\n    state\n    sinceDate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SearchProjects($accountId: ID!, $offset: Int!, $limit: Int!, $text: String, $sorting: Sorting, $state: SurveyState) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    text: $text\n    sorting: $sorting\n    state: $state\n  ) {\n    projects {\n      ...ProjectListFields\n    }\n  }\n}',
): (typeof documents)['query SearchProjects($accountId: ID!, $offset: Int!, $limit: Int!, $text: String, $sorting: Sorting, $state: SurveyState) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    text: $text\n    sorting: $sorting\n    state: $state\n  ) {\n    projects {\n      ...ProjectListFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateProject($projectId: ID!, $name: String!) {\n  updateProject(projectId: $projectId, name: $name) {\n    projectId\n    name\n    sinceDate\n  }\n}',
): (typeof documents)['mutation UpdateProject($projectId: ID!, $name: String!) {\n  updateProject(projectId: $projectId, name: $name) {\n    projectId\n    name\n    sinceDate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateSurvey($surveyId: ID!, $state: SurveyState!) {\n  updateSurvey(surveyId: $surveyId, state: $state) {\n    surveyId\n    state\n    sinceDate\n  }\n}',
): (typeof documents)['mutation UpdateSurvey($surveyId: ID!, $state: SurveyState!) {\n  updateSurvey(surveyId: $surveyId, state: $state) {\n    surveyId\n    state\n    sinceDate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ImportProjects($accountId: ID!, $offset: Int!, $limit: Int!) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    sorting: {sortBy: SinceDate, order: Desc}\n  ) {\n    projects {\n      projectId\n      name\n      sinceDate\n      surveys {\n        surveyId\n      }\n    }\n  }\n}',
): (typeof documents)['query ImportProjects($accountId: ID!, $offset: Int!, $limit: Int!) {\n  searchProjects(\n    accountId: $accountId\n    offset: $offset\n    limit: $limit\n    sorting: {sortBy: SinceDate, order: Desc}\n  ) {\n    projects {\n      projectId\n      name\n      sinceDate\n      surveys {\n        surveyId\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ProjectBySurveyId($surveyId: ID!) {\n  projectBySurveyId(surveyId: $surveyId) {\n    ...ProjectListFields\n  }\n}',
): (typeof documents)['query ProjectBySurveyId($surveyId: ID!) {\n  projectBySurveyId(surveyId: $surveyId) {\n    ...ProjectListFields\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
