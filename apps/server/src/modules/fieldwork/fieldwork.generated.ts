import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../http/graphql.ts';
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

export type CostQuote = {
  __typename?: 'CostQuote';
  cpi: Money;
};

export type Country = {
  __typename?: 'Country';
  countryCode: Scalars['String']['output'];
  locale: Locale;
  name: Scalars['String']['output'];
};

export type Duration = {
  __typename?: 'Duration';
  endDate?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
};

export type Fieldwork = {
  __typename?: 'Fieldwork';
  accountMarkup: Scalars['Float']['output'];
  activePresetAudience?: Maybe<Scalars['String']['output']>;
  audience: FieldworkAudience;
  createdDate: Scalars['String']['output'];
  duration: Duration;
  incidenceRate: Scalars['Float']['output'];
  lengthOfInterview: LengthOfInterview;
  locale: Locale;
  panelSupplierCode: Scalars['String']['output'];
  samplesNeeded: SamplesNeeded;
  sinceDate: Scalars['String']['output'];
  surveyId: Scalars['ID']['output'];
};

export type FieldworkAudience = {
  __typename?: 'FieldworkAudience';
  countryId: Scalars['String']['output'];
};

export type LengthOfInterview = {
  __typename?: 'LengthOfInterview';
  adjusted: Scalars['Int']['output'];
  unadjusted: Scalars['Int']['output'];
};

export type Locale = {
  __typename?: 'Locale';
  country: Scalars['String']['output'];
  language: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  amount: Scalars['Float']['output'];
  baseAmount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addFieldwork: Fieldwork;
  updateFieldwork: Fieldwork;
};

export type MutationAddFieldworkArgs = {
  accountMarkup: Scalars['Float']['input'];
  countryCode: Scalars['String']['input'];
  panelSupplierCode: Scalars['String']['input'];
  samplesNeeded: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationUpdateFieldworkArgs = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  incidenceRate?: InputMaybe<Scalars['Float']['input']>;
  lengthOfInterview?: InputMaybe<Scalars['Int']['input']>;
  samplesNeeded?: InputMaybe<Scalars['Int']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The 43 countries a survey can field in; GB is the default. */
  countries: Array<Country>;
  fieldwork?: Maybe<Fieldwork>;
  /** Cost per interview for the survey at a length of interview (minutes; the fieldwork's when omitted). */
  getCostQuote: CostQuote;
};

export type QueryFieldworkArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryGetCostQuoteArgs = {
  loi?: InputMaybe<Scalars['Int']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type SamplesNeeded = {
  __typename?: 'SamplesNeeded';
  adjusted: Scalars['Int']['output'];
  unadjusted: Scalars['Int']['output'];
};

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
  CostQuote: ResolverTypeWrapper<CostQuote>;
  Country: ResolverTypeWrapper<Country>;
  Duration: ResolverTypeWrapper<Duration>;
  Fieldwork: ResolverTypeWrapper<Fieldwork>;
  FieldworkAudience: ResolverTypeWrapper<FieldworkAudience>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LengthOfInterview: ResolverTypeWrapper<LengthOfInterview>;
  Locale: ResolverTypeWrapper<Locale>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SamplesNeeded: ResolverTypeWrapper<SamplesNeeded>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CostQuote: CostQuote;
  Country: Country;
  Duration: Duration;
  Fieldwork: Fieldwork;
  FieldworkAudience: FieldworkAudience;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LengthOfInterview: LengthOfInterview;
  Locale: Locale;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  SamplesNeeded: SamplesNeeded;
  String: Scalars['String']['output'];
};

export type CostQuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CostQuote'] = ResolversParentTypes['CostQuote'],
> = {
  cpi?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CountryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DurationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Duration'] = ResolversParentTypes['Duration'],
> = {
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FieldworkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Fieldwork'] = ResolversParentTypes['Fieldwork'],
> = {
  accountMarkup?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  activePresetAudience?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  audience?: Resolver<ResolversTypes['FieldworkAudience'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Duration'], ParentType, ContextType>;
  incidenceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lengthOfInterview?: Resolver<ResolversTypes['LengthOfInterview'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  panelSupplierCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samplesNeeded?: Resolver<ResolversTypes['SamplesNeeded'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FieldworkAudienceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldworkAudience'] =
    ResolversParentTypes['FieldworkAudience'],
> = {
  countryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LengthOfInterviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LengthOfInterview'] =
    ResolversParentTypes['LengthOfInterview'],
> = {
  adjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unadjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocaleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Locale'] = ResolversParentTypes['Locale'],
> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addFieldwork?: Resolver<
    ResolversTypes['Fieldwork'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddFieldworkArgs,
      'accountMarkup' | 'countryCode' | 'panelSupplierCode' | 'samplesNeeded' | 'surveyId'
    >
  >;
  updateFieldwork?: Resolver<
    ResolversTypes['Fieldwork'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateFieldworkArgs, 'surveyId'>
  >;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  fieldwork?: Resolver<
    Maybe<ResolversTypes['Fieldwork']>,
    ParentType,
    ContextType,
    RequireFields<QueryFieldworkArgs, 'surveyId'>
  >;
  getCostQuote?: Resolver<
    ResolversTypes['CostQuote'],
    ParentType,
    ContextType,
    RequireFields<QueryGetCostQuoteArgs, 'surveyId'>
  >;
};

export type SamplesNeededResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SamplesNeeded'] = ResolversParentTypes['SamplesNeeded'],
> = {
  adjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unadjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  CostQuote?: CostQuoteResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Duration?: DurationResolvers<ContextType>;
  Fieldwork?: FieldworkResolvers<ContextType>;
  FieldworkAudience?: FieldworkAudienceResolvers<ContextType>;
  LengthOfInterview?: LengthOfInterviewResolvers<ContextType>;
  Locale?: LocaleResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SamplesNeeded?: SamplesNeededResolvers<ContextType>;
};
