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

/** One market: a survey of the project in its country and that country's language. */
export type Market = {
  __typename?: 'Market';
  countryCode: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  /** The respondents' language in this market (ISO 639-1): the questionnaire's base language or one of its translations. */
  language: Scalars['String']['output'];
  /** The first market: it holds the questionnaire every market shares. */
  lead: Scalars['Boolean']['output'];
  samplesNeeded: Scalars['Int']['output'];
  softLaunchSamples: Scalars['Int']['output'];
  state: MarketSurveyState;
  surveyId: Scalars['ID']['output'];
};

export type MarketMoney = {
  __typename?: 'MarketMoney';
  amount: Scalars['Float']['output'];
  baseAmount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
};

/** What the researcher was shown for one market; the server re-quotes and refuses a changed price. */
export type MarketPriceInput = {
  baseCPI: Scalars['Float']['input'];
  customerCPI: Scalars['Float']['input'];
  feasibility: Scalars['Float']['input'];
  surveyId: Scalars['ID']['input'];
};

/** The one purchase of every market of a project: each market has its own order; this is their total. */
export type MarketPurchase = {
  __typename?: 'MarketPurchase';
  createdDate: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  markets: Array<MarketPurchaseLine>;
  projectId: Scalars['ID']['output'];
  purchaseId: Scalars['ID']['output'];
  total: Scalars['Float']['output'];
};

export type MarketPurchaseLine = {
  __typename?: 'MarketPurchaseLine';
  completes: Scalars['Int']['output'];
  countryCode: Scalars['String']['output'];
  cpi: Scalars['Float']['output'];
  surveyId: Scalars['ID']['output'];
  total: Scalars['Float']['output'];
};

export type MarketQuote = {
  __typename?: 'MarketQuote';
  completes: Scalars['Int']['output'];
  countryCode: Scalars['String']['output'];
  cpi: MarketMoney;
  feasibility: Scalars['Float']['output'];
  isFeasible: Scalars['Boolean']['output'];
  lengthOfInterview: Scalars['Int']['output'];
  surveyId: Scalars['ID']['output'];
  /** This market's total in pounds, to the penny (the one total rule). */
  total: Scalars['Float']['output'];
};

/** The market service (issue 37 §3): multi-market projects, one questionnaire fielded in several countries. */
export type MarketSurveyState = 'completed' | 'draft' | 'halted' | 'live' | 'paused' | 'scheduled';

export type Markets = {
  __typename?: 'Markets';
  /** In the order they were added; the lead first. */
  markets: Array<Market>;
  name: Scalars['String']['output'];
  projectId: Scalars['ID']['output'];
};

export type MarketsQuote = {
  __typename?: 'MarketsQuote';
  currency: Scalars['String']['output'];
  markets: Array<MarketQuote>;
  /** The one total: the sum of the markets' totals, to the penny. */
  total: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a market to a draft multi-market project (surveyId: any of its markets). */
  addMarket: Markets;
  /** Creates a multi-market project: one draft survey per country (2..43 distinct, the first the lead), each with its fieldwork, and the one questionnaire. */
  createMultiMarketProject: Markets;
  /** Full launch of every market whose soft launch is live and waiting for it. */
  fullLaunchMarkets: Markets;
  /** Buys every market in one purchase with one total. */
  purchaseMarkets: MarketPurchase;
  /** Removes this market (not the lead; two stay) from a draft multi-market project. */
  removeMarket: Markets;
  /** Sets every market's soft launch (0 turns it off) while draft. */
  softLaunchMarkets: Markets;
};

export type MutationAddMarketArgs = {
  countryCode: Scalars['String']['input'];
  samplesNeeded: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationCreateMultiMarketProjectArgs = {
  accountId: Scalars['ID']['input'];
  countryCodes: Array<Scalars['String']['input']>;
  creator: Scalars['String']['input'];
  name: Scalars['String']['input'];
  samplesNeeded: Scalars['Int']['input'];
};

export type MutationFullLaunchMarketsArgs = {
  surveyId: Scalars['ID']['input'];
};

export type MutationPurchaseMarketsArgs = {
  markets: Array<MarketPriceInput>;
  surveyId: Scalars['ID']['input'];
  total: Scalars['Float']['input'];
};

export type MutationRemoveMarketArgs = {
  surveyId: Scalars['ID']['input'];
};

export type MutationSoftLaunchMarketsArgs = {
  samplesNeeded: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The project's purchase; null before it is bought. */
  marketPurchase?: Maybe<MarketPurchase>;
  /** The markets of the multi-market project of this survey (any of its markets). */
  markets: Markets;
  /** Each market's price now and the one total. */
  marketsQuote: MarketsQuote;
};

export type QueryMarketPurchaseArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryMarketsArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryMarketsQuoteArgs = {
  surveyId: Scalars['ID']['input'];
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
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Market: ResolverTypeWrapper<Market>;
  MarketMoney: ResolverTypeWrapper<MarketMoney>;
  MarketPriceInput: MarketPriceInput;
  MarketPurchase: ResolverTypeWrapper<MarketPurchase>;
  MarketPurchaseLine: ResolverTypeWrapper<MarketPurchaseLine>;
  MarketQuote: ResolverTypeWrapper<MarketQuote>;
  MarketSurveyState: MarketSurveyState;
  Markets: ResolverTypeWrapper<Markets>;
  MarketsQuote: ResolverTypeWrapper<MarketsQuote>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Market: Market;
  MarketMoney: MarketMoney;
  MarketPriceInput: MarketPriceInput;
  MarketPurchase: MarketPurchase;
  MarketPurchaseLine: MarketPurchaseLine;
  MarketQuote: MarketQuote;
  Markets: Markets;
  MarketsQuote: MarketsQuote;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type MarketResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Market'] = ResolversParentTypes['Market'],
> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  samplesNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  softLaunchSamples?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MarketSurveyState'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarketMoneyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketMoney'] = ResolversParentTypes['MarketMoney'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketPurchaseResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketPurchase'] =
    ResolversParentTypes['MarketPurchase'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['MarketPurchaseLine']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MarketPurchaseLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketPurchaseLine'] =
    ResolversParentTypes['MarketPurchaseLine'],
> = {
  completes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MarketQuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketQuote'] = ResolversParentTypes['MarketQuote'],
> = {
  completes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cpi?: Resolver<ResolversTypes['MarketMoney'], ParentType, ContextType>;
  feasibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isFeasible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lengthOfInterview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MarketsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Markets'] = ResolversParentTypes['Markets'],
> = {
  markets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MarketsQuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MarketsQuote'] = ResolversParentTypes['MarketsQuote'],
> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markets?: Resolver<Array<ResolversTypes['MarketQuote']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addMarket?: Resolver<
    ResolversTypes['Markets'],
    ParentType,
    ContextType,
    RequireFields<MutationAddMarketArgs, 'countryCode' | 'samplesNeeded' | 'surveyId'>
  >;
  createMultiMarketProject?: Resolver<
    ResolversTypes['Markets'],
    ParentType,
    ContextType,
    RequireFields<
      MutationCreateMultiMarketProjectArgs,
      'accountId' | 'countryCodes' | 'creator' | 'name' | 'samplesNeeded'
    >
  >;
  fullLaunchMarkets?: Resolver<
    ResolversTypes['Markets'],
    ParentType,
    ContextType,
    RequireFields<MutationFullLaunchMarketsArgs, 'surveyId'>
  >;
  purchaseMarkets?: Resolver<
    ResolversTypes['MarketPurchase'],
    ParentType,
    ContextType,
    RequireFields<MutationPurchaseMarketsArgs, 'markets' | 'surveyId' | 'total'>
  >;
  removeMarket?: Resolver<
    ResolversTypes['Markets'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveMarketArgs, 'surveyId'>
  >;
  softLaunchMarkets?: Resolver<
    ResolversTypes['Markets'],
    ParentType,
    ContextType,
    RequireFields<MutationSoftLaunchMarketsArgs, 'samplesNeeded' | 'surveyId'>
  >;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  marketPurchase?: Resolver<
    Maybe<ResolversTypes['MarketPurchase']>,
    ParentType,
    ContextType,
    RequireFields<QueryMarketPurchaseArgs, 'surveyId'>
  >;
  markets?: Resolver<
    ResolversTypes['Markets'],
    ParentType,
    ContextType,
    RequireFields<QueryMarketsArgs, 'surveyId'>
  >;
  marketsQuote?: Resolver<
    ResolversTypes['MarketsQuote'],
    ParentType,
    ContextType,
    RequireFields<QueryMarketsQuoteArgs, 'surveyId'>
  >;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Market?: MarketResolvers<ContextType>;
  MarketMoney?: MarketMoneyResolvers<ContextType>;
  MarketPurchase?: MarketPurchaseResolvers<ContextType>;
  MarketPurchaseLine?: MarketPurchaseLineResolvers<ContextType>;
  MarketQuote?: MarketQuoteResolvers<ContextType>;
  Markets?: MarketsResolvers<ContextType>;
  MarketsQuote?: MarketsQuoteResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};
