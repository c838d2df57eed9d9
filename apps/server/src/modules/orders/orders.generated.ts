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

export type Mutation = {
  __typename?: 'Mutation';
  /** Full launch after a soft launch: a second panel supplier order for the remaining samples. */
  addPanelSupplierOrder: SurveyOrder;
  /**
   * Buys the survey: re-quotes the price on the server (a customerCPI or baseCPI that differs from the
   * quote is refused with PRICE_CHANGED), publishes the questionnaire and audience as version 1, and
   * creates the order and its first panel supplier order (Live when the start date is today, else
   * Scheduled).
   */
  createSurveyOrder: SurveyOrder;
  /**
   * Sets the replacement window (issue 38 §4): whole days from 0 to 90, while the window has not
   * closed (REPLACEMENT_WINDOW_CLOSED once it has; a closed window stays closed).
   */
  setReplacementWindow: SurveyOrder;
  updateSurveyOrder: SurveyOrder;
};

export type MutationAddPanelSupplierOrderArgs = {
  orderDescription: Scalars['String']['input'];
  samplesNeeded: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationCreateSurveyOrderArgs = {
  baseCPI: Scalars['Float']['input'];
  customerCPI: Scalars['Float']['input'];
  feasibility: Scalars['Float']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetReplacementWindowArgs = {
  days: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationUpdateSurveyOrderArgs = {
  orderStatus: OrderStatus;
  surveyId: Scalars['ID']['input'];
};

export type OrderStatus =
  'Closed' | 'Completed' | 'Halted' | 'Live' | 'Paused' | 'Pending' | 'Scheduled';

export type OrderType = 'Omnibus' | 'Survey';

/** One batch bought from the panel supplier: the first (soft launch or whole sample), then 'Full launch'. */
export type PanelSupplierOrder = {
  __typename?: 'PanelSupplierOrder';
  /** Cost per complete (GBP) this batch was bought at. */
  cpi: Scalars['Float']['output'];
  createdDate: Scalars['String']['output'];
  orderDescription: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** 1 for the first batch, 2 for the full launch. */
  orderNumber: Scalars['Int']['output'];
  panelSupplierOrderId: PanelSupplierOrderId;
  samplesNeeded: Scalars['Int']['output'];
  sinceDate: Scalars['String']['output'];
  status: OrderStatus;
};

export type PanelSupplierOrderId = {
  __typename?: 'PanelSupplierOrderId';
  value: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The order of a survey; null while the survey has not been purchased. */
  surveyOrder?: Maybe<SurveyOrder>;
};

export type QuerySurveyOrderArgs = {
  surveyId: Scalars['ID']['input'];
};

export type SurveyOrder = {
  __typename?: 'SurveyOrder';
  createdDate: Scalars['String']['output'];
  customerCPI?: Maybe<Scalars['Float']['output']>;
  feasibility?: Maybe<Scalars['Float']['output']>;
  /** True when the first batch was a soft launch (fieldwork softLaunch.samplesNeeded > 0 at purchase). */
  isSoftLaunch: Scalars['Boolean']['output'];
  orderType: OrderType;
  panelSupplierOrders: Array<PanelSupplierOrder>;
  /** The published version respondents get (1 at purchase). */
  publishedVersion?: Maybe<Scalars['Int']['output']>;
  /**
   * Completes excluded for poor quality and replaced at no charge (issue 38 §4): the places of the
   * 'Replacements' batches (CPI 0), arrived or on the way; 0 when none.
   */
  replacedCompletes: Scalars['Int']['output'];
  /** When the replacement window closes (ISO time); null while fielding has not ended. */
  replacementWindowClosesAt?: Maybe<Scalars['String']['output']>;
  /**
   * Days after fielding first ends within which a complete excluded for a quality reason is
   * replaced (issue 38 §4; 7 unless the researcher set it).
   */
  replacementWindowDays: Scalars['Int']['output'];
  sinceDate: Scalars['String']['output'];
  status: OrderStatus;
  surveyId: Scalars['ID']['output'];
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderStatus: OrderStatus;
  OrderType: OrderType;
  PanelSupplierOrder: ResolverTypeWrapper<PanelSupplierOrder>;
  PanelSupplierOrderId: ResolverTypeWrapper<PanelSupplierOrderId>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SurveyOrder: ResolverTypeWrapper<SurveyOrder>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PanelSupplierOrder: PanelSupplierOrder;
  PanelSupplierOrderId: PanelSupplierOrderId;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  SurveyOrder: SurveyOrder;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addPanelSupplierOrder?: Resolver<
    ResolversTypes['SurveyOrder'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddPanelSupplierOrderArgs,
      'orderDescription' | 'samplesNeeded' | 'surveyId'
    >
  >;
  createSurveyOrder?: Resolver<
    ResolversTypes['SurveyOrder'],
    ParentType,
    ContextType,
    RequireFields<
      MutationCreateSurveyOrderArgs,
      'baseCPI' | 'customerCPI' | 'feasibility' | 'surveyId'
    >
  >;
  setReplacementWindow?: Resolver<
    ResolversTypes['SurveyOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationSetReplacementWindowArgs, 'days' | 'surveyId'>
  >;
  updateSurveyOrder?: Resolver<
    ResolversTypes['SurveyOrder'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSurveyOrderArgs, 'orderStatus' | 'surveyId'>
  >;
};

export type PanelSupplierOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PanelSupplierOrder'] =
    ResolversParentTypes['PanelSupplierOrder'],
> = {
  cpi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  panelSupplierOrderId?: Resolver<ResolversTypes['PanelSupplierOrderId'], ParentType, ContextType>;
  samplesNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PanelSupplierOrderIdResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PanelSupplierOrderId'] =
    ResolversParentTypes['PanelSupplierOrderId'],
> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  surveyOrder?: Resolver<
    Maybe<ResolversTypes['SurveyOrder']>,
    ParentType,
    ContextType,
    RequireFields<QuerySurveyOrderArgs, 'surveyId'>
  >;
};

export type SurveyOrderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SurveyOrder'] = ResolversParentTypes['SurveyOrder'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerCPI?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  feasibility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isSoftLaunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  panelSupplierOrders?: Resolver<
    Array<ResolversTypes['PanelSupplierOrder']>,
    ParentType,
    ContextType
  >;
  publishedVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  replacedCompletes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replacementWindowClosesAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replacementWindowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Mutation?: MutationResolvers<ContextType>;
  PanelSupplierOrder?: PanelSupplierOrderResolvers<ContextType>;
  PanelSupplierOrderId?: PanelSupplierOrderIdResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SurveyOrder?: SurveyOrderResolvers<ContextType>;
};
