import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../platform/graphqlContext.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type DeletedProject = {
  __typename?: 'DeletedProject';
  projectId: Scalars['ID']['output'];
};

export type FieldworkDates = {
  __typename?: 'FieldworkDates';
  endDate?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates the project with its one draft survey. */
  createProject: Project;
  deleteProject: DeletedProject;
  updateProject: Project;
  updateSurvey: Survey;
};

export type MutationCreateProjectArgs = {
  accountId: Scalars['ID']['input'];
  creator: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  solutionId: Scalars['ID']['input'];
};

export type MutationDeleteProjectArgs = {
  accountId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};

export type MutationUpdateProjectArgs = {
  name: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};

export type MutationUpdateSurveyArgs = {
  state: SurveyState;
  surveyId: Scalars['ID']['input'];
};

export type Project = {
  __typename?: 'Project';
  accountId: Scalars['ID']['output'];
  createdDate: Scalars['String']['output'];
  /** E-mail address of the user who created the project. */
  creator: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
  projectId: Scalars['ID']['output'];
  projectType: ProjectType;
  sinceDate: Scalars['String']['output'];
  solution?: Maybe<Solution>;
  /** The first survey is the one the product uses. */
  surveys: Array<Survey>;
};

export type ProjectSearchResult = {
  __typename?: 'ProjectSearchResult';
  projects: Array<Project>;
};

export type ProjectType = 'AdHoc' | 'MultiMarket';

export type Query = {
  __typename?: 'Query';
  /** The project that owns the survey; null when it does not exist or belongs to another account. */
  projectBySurveyId?: Maybe<Project>;
  /** Projects of the caller's account, newest first unless sorted otherwise. limit is at most 100. */
  searchProjects: ProjectSearchResult;
};

export type QueryProjectBySurveyIdArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QuerySearchProjectsArgs = {
  accountId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sorting?: InputMaybe<Sorting>;
  state?: InputMaybe<SurveyState>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type Solution = {
  __typename?: 'Solution';
  createdDate: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sinceDate: Scalars['String']['output'];
  solutionId: Scalars['ID']['output'];
};

export type SortBy = 'Name' | 'SearchRank' | 'SinceDate' | 'Solution';

export type SortOrder = 'Asc' | 'Desc';

export type Sorting = {
  order: SortOrder;
  sortBy: SortBy;
};

export type Survey = {
  __typename?: 'Survey';
  fieldworkDates: FieldworkDates;
  name: Scalars['String']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
  sinceDate: Scalars['String']['output'];
  state: SurveyState;
  surveyId: Scalars['ID']['output'];
};

/** ISO-8601 timestamps and dates travel as strings. */
export type SurveyState = 'completed' | 'draft' | 'halted' | 'live' | 'paused' | 'scheduled';

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DeletedProject: ResolverTypeWrapper<DeletedProject>;
  FieldworkDates: ResolverTypeWrapper<FieldworkDates>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Project: ResolverTypeWrapper<Project>;
  ProjectSearchResult: ResolverTypeWrapper<ProjectSearchResult>;
  ProjectType: ProjectType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Solution: ResolverTypeWrapper<Solution>;
  SortBy: SortBy;
  SortOrder: SortOrder;
  Sorting: Sorting;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Survey: ResolverTypeWrapper<Survey>;
  SurveyState: SurveyState;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  DeletedProject: DeletedProject;
  FieldworkDates: FieldworkDates;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Project: Project;
  ProjectSearchResult: ProjectSearchResult;
  Query: Record<PropertyKey, never>;
  Solution: Solution;
  Sorting: Sorting;
  String: Scalars['String']['output'];
  Survey: Survey;
};

export type DeletedProjectResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeletedProject'] =
    ResolversParentTypes['DeletedProject'],
> = {
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FieldworkDatesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldworkDates'] =
    ResolversParentTypes['FieldworkDates'],
> = {
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  createProject?: Resolver<
    ResolversTypes['Project'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateProjectArgs, 'accountId' | 'creator' | 'name' | 'solutionId'>
  >;
  deleteProject?: Resolver<
    ResolversTypes['DeletedProject'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteProjectArgs, 'accountId' | 'projectId'>
  >;
  updateProject?: Resolver<
    ResolversTypes['Project'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateProjectArgs, 'name' | 'projectId'>
  >;
  updateSurvey?: Resolver<
    ResolversTypes['Survey'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSurveyArgs, 'state' | 'surveyId'>
  >;
};

export type ProjectResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project'],
> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectType?: Resolver<ResolversTypes['ProjectType'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  solution?: Resolver<Maybe<ResolversTypes['Solution']>, ParentType, ContextType>;
  surveys?: Resolver<Array<ResolversTypes['Survey']>, ParentType, ContextType>;
};

export type ProjectSearchResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProjectSearchResult'] =
    ResolversParentTypes['ProjectSearchResult'],
> = {
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  projectBySurveyId?: Resolver<
    Maybe<ResolversTypes['Project']>,
    ParentType,
    ContextType,
    RequireFields<QueryProjectBySurveyIdArgs, 'surveyId'>
  >;
  searchProjects?: Resolver<
    ResolversTypes['ProjectSearchResult'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchProjectsArgs, 'accountId' | 'limit' | 'offset'>
  >;
};

export type SolutionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Solution'] = ResolversParentTypes['Solution'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  solutionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SurveyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey'],
> = {
  fieldworkDates?: Resolver<ResolversTypes['FieldworkDates'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SurveyState'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  DeletedProject?: DeletedProjectResolvers<ContextType>;
  FieldworkDates?: FieldworkDatesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectSearchResult?: ProjectSearchResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Solution?: SolutionResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
};
