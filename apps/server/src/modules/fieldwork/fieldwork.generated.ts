import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../platform/graphqlContext.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type AudienceChange = {
  __typename?: 'AudienceChange';
  draftAudience: DraftAudience;
  /** The member the change created or addressed, when there is one. */
  number?: Maybe<Scalars['Int']['output']>;
};

export type AudienceMember = {
  __typename?: 'AudienceMember';
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  memberItem: AudienceMemberItem;
  memberType: MemberType;
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  sinceDate: Scalars['String']['output'];
};

export type AudienceMemberItem = CustomCriterion | StandardCriterion;

export type AudienceMemberMove = {
  __typename?: 'AudienceMemberMove';
  draftAudience: DraftAudience;
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
};

export type AudienceQuestionTypeCode = 'CustomAudience' | 'StandardAudience';

export type AudienceRoute = {
  __typename?: 'AudienceRoute';
  targetNumber: Scalars['Int']['output'];
};

export type AudienceSummary = {
  __typename?: 'AudienceSummary';
  /** Percent of members expected to qualify (targeting and screening). */
  incidenceRate: Scalars['Float']['output'];
  /** Panel members in the fieldwork country. */
  populationSize: Scalars['Int']['output'];
  /** Members who pass the targeting criteria. */
  targetedMembers: Scalars['Int']['output'];
};

export type AudienceValidationError = {
  __typename?: 'AudienceValidationError';
  code: Scalars['String']['output'];
  /** An interlock's error: the interlocked members' numbers. */
  interlockMembers?: Maybe<Array<Scalars['Int']['output']>>;
  /** The option: catalogue code (standard) or responseOptionLk (custom); in an interlock, the combination's option keys joined by '&'. */
  itemId?: Maybe<Scalars['String']['output']>;
  /** The member the error is about; null for the audience as a whole or an interlock. */
  memberNumber?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  /** error (blocking) or warning. */
  severity: Scalars['String']['output'];
};

export type Category = {
  __typename?: 'Category';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  standardCriteria: Array<CategoryCriterion>;
};

export type CategoryCriterion = {
  __typename?: 'CategoryCriterion';
  criterion: CriterionRef;
  /** In search results: the name, question or option text that matched. */
  matchedText?: Maybe<Scalars['String']['output']>;
  options: Array<CriterionOption>;
  /** Enabled when the audience uses it. */
  state: CriterionState;
};

export type CostQuote = {
  __typename?: 'CostQuote';
  cpi: Money;
  /** The incidence rate (percent) the quote used: the panel population's when the audience targets, else the fieldwork's. */
  incidenceRate: Scalars['Float']['output'];
  /** Length of interview (minutes) the quote used. */
  lengthOfInterview: Scalars['Int']['output'];
  /** The total cost in pounds, to the penny: the CPI rounded to pence times the (unadjusted) completes, plus hosting and raw data (free). The one total rule, packages/domain/src/pricing/orderCost.ts. */
  total: Scalars['Float']['output'];
};

export type Country = {
  __typename?: 'Country';
  countryCode: Scalars['String']['output'];
  locale: Locale;
  name: Scalars['String']['output'];
};

export type CriterionOption = {
  __typename?: 'CriterionOption';
  code: Scalars['String']['output'];
  responseOption: ResponseOption;
};

export type CriterionRef = {
  __typename?: 'CriterionRef';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  question: Question;
};

export type CriterionState = 'Disabled' | 'Enabled';

export type CustomCriterion = {
  __typename?: 'CustomCriterion';
  createdDate: Scalars['String']['output'];
  criterionOptions: Array<CustomCriterionOption>;
  number: Scalars['Int']['output'];
  question: Question;
  questionLk: Scalars['ID']['output'];
  settingValues: Array<MemberSettingValue>;
  state: CriterionState;
};

export type CustomCriterionOption = {
  __typename?: 'CustomCriterionOption';
  pinned: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  qualification: Scalars['Boolean']['output'];
  quota?: Maybe<Quota>;
  responseOption: ResponseOption;
  responseOptionLk: Scalars['ID']['output'];
};

export type DraftAudience = {
  __typename?: 'DraftAudience';
  activePresetAudience: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  /** Members counted against the limit of 10. */
  criteriaUsed: Scalars['Int']['output'];
  /** Screening questions switched off by their checkbox (setCustomCriterion brings them back). */
  disabledCustomCriteria: Array<CustomCriterion>;
  interlocks: Array<Interlock>;
  /** No blocking error. */
  isValid: Scalars['Boolean']['output'];
  members: Array<AudienceMember>;
  /** Who the audience reaches in the panel (computed when selected). */
  summary: AudienceSummary;
  surveyId: Scalars['ID']['output'];
  validationErrors: Array<AudienceValidationError>;
  /** Bumped by every change. */
  version: Scalars['Int']['output'];
};

export type Duration = {
  __typename?: 'Duration';
  endDate?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
};

export type FeasibilityEstimate = {
  __typename?: 'FeasibilityEstimate';
  errors: Array<FieldError>;
  /** Days to complete; null beyond 14 days (shown as '14+ days') or when infeasible. */
  estimatedDeliveryTime?: Maybe<Scalars['Int']['output']>;
  /** Share of the wanted completes the panel can deliver, 0..1. */
  feasibility: Scalars['Float']['output'];
  /** Incidence rate (percent) of the audience in the panel population. */
  incidenceRate: Scalars['Float']['output'];
  infeasibleQuotas: Array<InfeasibleQuota>;
  isFeasible: Scalars['Boolean']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type Fieldwork = {
  __typename?: 'Fieldwork';
  accountMarkup: Scalars['Float']['output'];
  activePresetAudience?: Maybe<Scalars['String']['output']>;
  audience: FieldworkAudience;
  createdDate: Scalars['String']['output'];
  duration: Duration;
  incidenceRate: Scalars['Float']['output'];
  isConfiguredForSoftLaunch: Scalars['Boolean']['output'];
  lengthOfInterview: LengthOfInterview;
  locale: Locale;
  panelSupplierCode: Scalars['String']['output'];
  samplesNeeded: SamplesNeeded;
  sinceDate: Scalars['String']['output'];
  /** The first batch fielded before the rest (samplesNeeded 0: no soft launch). */
  softLaunch: SoftLaunch;
  surveyId: Scalars['ID']['output'];
};

export type FieldworkAudience = {
  __typename?: 'FieldworkAudience';
  countryId: Scalars['String']['output'];
};

/** An audience question as respondents meet it: every enabled member in member order (A1..An). */
export type FieldworkAudienceEntry = {
  __typename?: 'FieldworkAudienceEntry';
  contextPosition: Scalars['Int']['output'];
  entryItem: FieldworkAudienceQuestionItem;
  entryType: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
};

/** An option of an audience question, as in the questionnaire's audience entries. */
export type FieldworkAudienceOption = {
  __typename?: 'FieldworkAudienceOption';
  position: Scalars['Int']['output'];
  qualification: Scalars['Boolean']['output'];
  responseOption: ResponseOption;
  /** Standard criterion: the catalogue option code; screening question: the option's lk. */
  responseOptionLk: Scalars['ID']['output'];
  /** Where a disqualifying answer routes: the end of the survey (100000). */
  route?: Maybe<AudienceRoute>;
};

/** The question item of a fieldwork audience entry (spec 2 §3). */
export type FieldworkAudienceQuestionItem = {
  __typename?: 'FieldworkAudienceQuestionItem';
  question: Question;
  /** Standard criterion: its criterion code; screening question: its questionLk. */
  questionLk: Scalars['ID']['output'];
  questionTypeCode: AudienceQuestionTypeCode;
  responseOptions: Array<FieldworkAudienceOption>;
  settingValues: Array<MemberSettingValue>;
};

export type InfeasibleQuota = {
  __typename?: 'InfeasibleQuota';
  /** Completes the panel can deliver for this cell. */
  feasibleCounts: Scalars['Int']['output'];
  quota: QuotaCell;
};

/** Interlocked quotas: one cell per combination of 2-3 criteria's quota options. The criteria's own option quotas are the sums of the cells. The cells are two parallel lists (one object level less: the draft audience's selection stays under the query cost limit). */
export type Interlock = {
  __typename?: 'Interlock';
  /** Per cell, one option key per interlocked member in memberNumbers order: catalogue code or responseOptionLk. */
  cellOptionKeys: Array<Array<Scalars['String']['output']>>;
  /** Per cell (same order), its share of completes, 0..100. */
  cellPercents: Array<Scalars['Float']['output']>;
  memberNumbers: Array<Scalars['Int']['output']>;
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

export type MemberSettingCode =
  | 'custom_audience_choice'
  | 'hide_survey_question'
  | 'qualifying'
  | 'quotas'
  | 'randomise_options'
  | 'screening_question_response_limit'
  | 'standard_audience_choice';

export type MemberSettingInput = {
  memberSettingCode: MemberSettingCode;
  settingValue: Scalars['String']['input'];
};

export type MemberSettingValue = {
  __typename?: 'MemberSettingValue';
  code: MemberSettingCode;
  value: Scalars['String']['output'];
};

export type MemberType = 'Custom' | 'Standard';

export type Money = {
  __typename?: 'Money';
  amount: Scalars['Float']['output'];
  baseAmount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addCustomCriterion: AudienceChange;
  addCustomCriterionOption: AudienceChange;
  addFieldwork: Fieldwork;
  detachCustomAudienceMember: AudienceChange;
  detachCustomCriterionOption: AudienceChange;
  moveAudienceMember: AudienceMemberMove;
  moveCustomCriterionOption: AudienceChange;
  pinOrUnpinResponseOption: AudienceChange;
  presetAudience: AudienceChange;
  removeAllStandardQualification: AudienceChange;
  removeCustomCriterion: AudienceChange;
  removeCustomMemberSettingValue: AudienceChange;
  removeCustomQualification: AudienceChange;
  /** Removes the interlock holding memberNumber; its criteria keep the cells' sums as quotas. */
  removeInterlock: AudienceChange;
  removeStandardCriterion: AudienceChange;
  removeStandardMemberSettingValue: AudienceChange;
  removeStandardQualification: AudienceChange;
  removeStandardQuotas: AudienceChange;
  setAllStandardQualification: AudienceChange;
  setCustomCriterion: AudienceChange;
  setCustomMemberSettingValue: AudienceChange;
  setCustomQualification: AudienceChange;
  setCustomQuota: AudienceChange;
  /** 'Interlock quotas': 2-3 members with quotas on, starting from the product of their margins. */
  setInterlock: AudienceChange;
  setInterlockQuota: AudienceChange;
  setStandardCriterion: AudienceChange;
  setStandardMemberSettingValue: AudienceChange;
  setStandardQualification: AudienceChange;
  setStandardQuota: AudienceChange;
  setStandardQuotas: AudienceChange;
  /** 'Sum quotas to 100%' on a screening question. */
  sumCustomQuotasTo100: AudienceChange;
  /** 'Sum quotas to 100%' on an interlock's cells. */
  sumInterlockQuotasTo100: AudienceChange;
  /** 'Sum quotas to 100%' on a standard criterion. */
  sumStandardQuotasTo100: AudienceChange;
  updateCustomCriterion: AudienceChange;
  updateCustomCriterionOption: AudienceChange;
  updateFieldwork: Fieldwork;
};

export type MutationAddCustomCriterionArgs = {
  defaultOptionsCount?: InputMaybe<Scalars['Int']['input']>;
  position: Scalars['Int']['input'];
  settings?: InputMaybe<Array<MemberSettingInput>>;
  surveyId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MutationAddCustomCriterionOptionArgs = {
  position: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationAddFieldworkArgs = {
  accountMarkup: Scalars['Float']['input'];
  countryCode: Scalars['String']['input'];
  panelSupplierCode: Scalars['String']['input'];
  samplesNeeded: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationDetachCustomAudienceMemberArgs = {
  number: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationDetachCustomCriterionOptionArgs = {
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationMoveAudienceMemberArgs = {
  number: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
  toPosition: Scalars['Int']['input'];
};

export type MutationMoveCustomCriterionOptionArgs = {
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
  toPosition: Scalars['Int']['input'];
};

export type MutationPinOrUnpinResponseOptionArgs = {
  pinned: Scalars['Boolean']['input'];
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationPresetAudienceArgs = {
  name: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveAllStandardQualificationArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveCustomCriterionArgs = {
  questionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveCustomMemberSettingValueArgs = {
  memberSettingCode: MemberSettingCode;
  questionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveCustomQualificationArgs = {
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveInterlockArgs = {
  memberNumber: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveStandardCriterionArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveStandardMemberSettingValueArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  memberSettingCode: MemberSettingCode;
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveStandardQualificationArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  audienceCriterionOptionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveStandardQuotasArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetAllStandardQualificationArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetCustomCriterionArgs = {
  questionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetCustomMemberSettingValueArgs = {
  questionLk: Scalars['ID']['input'];
  setting: MemberSettingInput;
  surveyId: Scalars['ID']['input'];
};

export type MutationSetCustomQualificationArgs = {
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetCustomQuotaArgs = {
  percent: Scalars['Float']['input'];
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetInterlockArgs = {
  memberNumbers: Array<Scalars['Int']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type MutationSetInterlockQuotaArgs = {
  memberNumber: Scalars['Int']['input'];
  optionKeys: Array<Scalars['String']['input']>;
  percent: Scalars['Float']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetStandardCriterionArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetStandardMemberSettingValueArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  setting: MemberSettingInput;
  surveyId: Scalars['ID']['input'];
};

export type MutationSetStandardQualificationArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  audienceCriterionOptionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetStandardQuotaArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  audienceCriterionOptionCode: Scalars['String']['input'];
  percent: Scalars['Float']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSetStandardQuotasArgs = {
  audienceCriterionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSumCustomQuotasTo100Args = {
  questionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSumInterlockQuotasTo100Args = {
  memberNumber: Scalars['Int']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationSumStandardQuotasTo100Args = {
  audienceCriterionCode: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationUpdateCustomCriterionArgs = {
  questionLk: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MutationUpdateCustomCriterionOptionArgs = {
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  responseOptionValue: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationUpdateFieldworkArgs = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  incidenceRate?: InputMaybe<Scalars['Float']['input']>;
  lengthOfInterview?: InputMaybe<Scalars['Int']['input']>;
  samplesNeeded?: InputMaybe<Scalars['Int']['input']>;
  softLaunch?: InputMaybe<SoftLaunchInput>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type PresetAudience = {
  __typename?: 'PresetAudience';
  /** What the preset targets, for the picker. */
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The 15 categories in position order; criteria listed for the expanded ones. */
  categories: Array<Category>;
  /** The 43 countries a survey can field in; GB is the default. */
  countries: Array<Country>;
  /** Screening questions, enabled ones first. */
  customCriteria: Array<CustomCriterion>;
  draftAudience: DraftAudience;
  fieldwork?: Maybe<Fieldwork>;
  /** The enabled audience questions as the respondent sees them (A1, A2, ...). */
  fieldworkAudience: Array<FieldworkAudienceEntry>;
  /**
   * Cost per interview at a length of interview (minutes). When omitted: the fieldwork's, or with
   * purchase: true the price the purchase will charge (the fieldwork's length, 5 minutes when unset,
   * never less than the questionnaire's own estimate). The markup is always the account's.
   */
  getCostQuote: CostQuote;
  getFeasibilityEstimate: FeasibilityEstimate;
  presetAudiences: Array<PresetAudience>;
  searchCategories: Array<Category>;
};

export type QueryCategoriesArgs = {
  expandedCategories: Array<Scalars['String']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type QueryCustomCriteriaArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryDraftAudienceArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryFieldworkArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryFieldworkAudienceArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryGetCostQuoteArgs = {
  lengthOfInterview?: InputMaybe<Scalars['Int']['input']>;
  loi?: InputMaybe<Scalars['Int']['input']>;
  purchase?: InputMaybe<Scalars['Boolean']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type QueryGetFeasibilityEstimateArgs = {
  loi?: InputMaybe<Scalars['Int']['input']>;
  surveyId: Scalars['ID']['input'];
};

export type QueryPresetAudiencesArgs = {
  countryCode: Scalars['String']['input'];
};

export type QuerySearchCategoriesArgs = {
  searchCriteria: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type Question = {
  __typename?: 'Question';
  questionId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type Quota = {
  __typename?: 'Quota';
  /** Share of completes, 0..100. */
  percent: Scalars['Float']['output'];
};

export type QuotaCell = {
  __typename?: 'QuotaCell';
  /** The runner's cell key (criterion=option, parts joined by '&' for an interlocked cell). */
  cellKey: Scalars['String']['output'];
  /** An interlocked cell: question ids and option ids each joined by '&' in the interlock's order. */
  key: QuotaKey;
  percent: Scalars['Float']['output'];
  /** Completes this quota asks for. */
  respondentCount: Scalars['Int']['output'];
};

export type QuotaKey = {
  __typename?: 'QuotaKey';
  questionId: Scalars['ID']['output'];
  responseOptionId: Scalars['ID']['output'];
};

export type ResponseOption = {
  __typename?: 'ResponseOption';
  responseOptionId: Scalars['ID']['output'];
  rotype: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SamplesNeeded = {
  __typename?: 'SamplesNeeded';
  adjusted: Scalars['Int']['output'];
  unadjusted: Scalars['Int']['output'];
};

export type SoftLaunch = {
  __typename?: 'SoftLaunch';
  samplesNeeded: Scalars['Int']['output'];
};

/** Soft launch completes: 1 up to the survey's samples needed; 0 turns soft launch off. */
export type SoftLaunchInput = {
  samplesNeeded: Scalars['Int']['input'];
};

export type StandardCriterion = {
  __typename?: 'StandardCriterion';
  criterion: CriterionRef;
  settingValues: Array<MemberSettingValue>;
  standardCriterionOptions: Array<StandardCriterionOption>;
  state: CriterionState;
};

export type StandardCriterionOption = {
  __typename?: 'StandardCriterionOption';
  criterionOption: CriterionOption;
  position: Scalars['Int']['output'];
  qualification: Scalars['Boolean']['output'];
  quota?: Maybe<Quota>;
  state: CriterionState;
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

/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AudienceMemberItem: CustomCriterion | StandardCriterion;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AudienceChange: ResolverTypeWrapper<
    Omit<AudienceChange, 'draftAudience'> & { draftAudience: ResolversTypes['DraftAudience'] }
  >;
  AudienceMember: ResolverTypeWrapper<
    Omit<AudienceMember, 'memberItem'> & { memberItem: ResolversTypes['AudienceMemberItem'] }
  >;
  AudienceMemberItem: ResolverTypeWrapper<
    ResolversUnionTypes<ResolversTypes>['AudienceMemberItem']
  >;
  AudienceMemberMove: ResolverTypeWrapper<
    Omit<AudienceMemberMove, 'draftAudience'> & { draftAudience: ResolversTypes['DraftAudience'] }
  >;
  AudienceQuestionTypeCode: AudienceQuestionTypeCode;
  AudienceRoute: ResolverTypeWrapper<AudienceRoute>;
  AudienceSummary: ResolverTypeWrapper<AudienceSummary>;
  AudienceValidationError: ResolverTypeWrapper<AudienceValidationError>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<Category>;
  CategoryCriterion: ResolverTypeWrapper<CategoryCriterion>;
  CostQuote: ResolverTypeWrapper<CostQuote>;
  Country: ResolverTypeWrapper<Country>;
  CriterionOption: ResolverTypeWrapper<CriterionOption>;
  CriterionRef: ResolverTypeWrapper<CriterionRef>;
  CriterionState: CriterionState;
  CustomCriterion: ResolverTypeWrapper<CustomCriterion>;
  CustomCriterionOption: ResolverTypeWrapper<CustomCriterionOption>;
  DraftAudience: ResolverTypeWrapper<
    Omit<DraftAudience, 'interlocks' | 'members'> & {
      interlocks: Array<ResolversTypes['Interlock']>;
      members: Array<ResolversTypes['AudienceMember']>;
    }
  >;
  Duration: ResolverTypeWrapper<Duration>;
  FeasibilityEstimate: ResolverTypeWrapper<FeasibilityEstimate>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Fieldwork: ResolverTypeWrapper<Fieldwork>;
  FieldworkAudience: ResolverTypeWrapper<FieldworkAudience>;
  FieldworkAudienceEntry: ResolverTypeWrapper<FieldworkAudienceEntry>;
  FieldworkAudienceOption: ResolverTypeWrapper<FieldworkAudienceOption>;
  FieldworkAudienceQuestionItem: ResolverTypeWrapper<FieldworkAudienceQuestionItem>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InfeasibleQuota: ResolverTypeWrapper<InfeasibleQuota>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interlock: ResolverTypeWrapper<Interlock>;
  LengthOfInterview: ResolverTypeWrapper<LengthOfInterview>;
  Locale: ResolverTypeWrapper<Locale>;
  MemberSettingCode: MemberSettingCode;
  MemberSettingInput: MemberSettingInput;
  MemberSettingValue: ResolverTypeWrapper<MemberSettingValue>;
  MemberType: MemberType;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PresetAudience: ResolverTypeWrapper<PresetAudience>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<Question>;
  Quota: ResolverTypeWrapper<Quota>;
  QuotaCell: ResolverTypeWrapper<QuotaCell>;
  QuotaKey: ResolverTypeWrapper<QuotaKey>;
  ResponseOption: ResolverTypeWrapper<ResponseOption>;
  SamplesNeeded: ResolverTypeWrapper<SamplesNeeded>;
  SoftLaunch: ResolverTypeWrapper<SoftLaunch>;
  SoftLaunchInput: SoftLaunchInput;
  StandardCriterion: ResolverTypeWrapper<StandardCriterion>;
  StandardCriterionOption: ResolverTypeWrapper<StandardCriterionOption>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AudienceChange: Omit<AudienceChange, 'draftAudience'> & {
    draftAudience: ResolversParentTypes['DraftAudience'];
  };
  AudienceMember: Omit<AudienceMember, 'memberItem'> & {
    memberItem: ResolversParentTypes['AudienceMemberItem'];
  };
  AudienceMemberItem: ResolversUnionTypes<ResolversParentTypes>['AudienceMemberItem'];
  AudienceMemberMove: Omit<AudienceMemberMove, 'draftAudience'> & {
    draftAudience: ResolversParentTypes['DraftAudience'];
  };
  AudienceRoute: AudienceRoute;
  AudienceSummary: AudienceSummary;
  AudienceValidationError: AudienceValidationError;
  Boolean: Scalars['Boolean']['output'];
  Category: Category;
  CategoryCriterion: CategoryCriterion;
  CostQuote: CostQuote;
  Country: Country;
  CriterionOption: CriterionOption;
  CriterionRef: CriterionRef;
  CustomCriterion: CustomCriterion;
  CustomCriterionOption: CustomCriterionOption;
  DraftAudience: Omit<DraftAudience, 'interlocks' | 'members'> & {
    interlocks: Array<ResolversParentTypes['Interlock']>;
    members: Array<ResolversParentTypes['AudienceMember']>;
  };
  Duration: Duration;
  FeasibilityEstimate: FeasibilityEstimate;
  FieldError: FieldError;
  Fieldwork: Fieldwork;
  FieldworkAudience: FieldworkAudience;
  FieldworkAudienceEntry: FieldworkAudienceEntry;
  FieldworkAudienceOption: FieldworkAudienceOption;
  FieldworkAudienceQuestionItem: FieldworkAudienceQuestionItem;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  InfeasibleQuota: InfeasibleQuota;
  Int: Scalars['Int']['output'];
  Interlock: Interlock;
  LengthOfInterview: LengthOfInterview;
  Locale: Locale;
  MemberSettingInput: MemberSettingInput;
  MemberSettingValue: MemberSettingValue;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  PresetAudience: PresetAudience;
  Query: Record<PropertyKey, never>;
  Question: Question;
  Quota: Quota;
  QuotaCell: QuotaCell;
  QuotaKey: QuotaKey;
  ResponseOption: ResponseOption;
  SamplesNeeded: SamplesNeeded;
  SoftLaunch: SoftLaunch;
  SoftLaunchInput: SoftLaunchInput;
  StandardCriterion: StandardCriterion;
  StandardCriterionOption: StandardCriterionOption;
  String: Scalars['String']['output'];
};

export type AudienceChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceChange'] =
    ResolversParentTypes['AudienceChange'],
> = {
  draftAudience?: Resolver<ResolversTypes['DraftAudience'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AudienceMemberResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceMember'] =
    ResolversParentTypes['AudienceMember'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberItem?: Resolver<ResolversTypes['AudienceMemberItem'], ParentType, ContextType>;
  memberType?: Resolver<ResolversTypes['MemberType'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AudienceMemberItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceMemberItem'] =
    ResolversParentTypes['AudienceMemberItem'],
> = {
  __resolveType: TypeResolveFn<'CustomCriterion' | 'StandardCriterion', ParentType, ContextType>;
};

export type AudienceMemberMoveResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceMemberMove'] =
    ResolversParentTypes['AudienceMemberMove'],
> = {
  draftAudience?: Resolver<ResolversTypes['DraftAudience'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceRouteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceRoute'] = ResolversParentTypes['AudienceRoute'],
> = {
  targetNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceSummary'] =
    ResolversParentTypes['AudienceSummary'],
> = {
  incidenceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  populationSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetedMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceValidationErrorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceValidationError'] =
    ResolversParentTypes['AudienceValidationError'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interlockMembers?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  standardCriteria?: Resolver<Array<ResolversTypes['CategoryCriterion']>, ParentType, ContextType>;
};

export type CategoryCriterionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CategoryCriterion'] =
    ResolversParentTypes['CategoryCriterion'],
> = {
  criterion?: Resolver<ResolversTypes['CriterionRef'], ParentType, ContextType>;
  matchedText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CriterionOption']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CriterionState'], ParentType, ContextType>;
};

export type CostQuoteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CostQuote'] = ResolversParentTypes['CostQuote'],
> = {
  cpi?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  incidenceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lengthOfInterview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CountryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country'],
> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CriterionOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CriterionOption'] =
    ResolversParentTypes['CriterionOption'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseOption?: Resolver<ResolversTypes['ResponseOption'], ParentType, ContextType>;
};

export type CriterionRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CriterionRef'] = ResolversParentTypes['CriterionRef'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['Question'], ParentType, ContextType>;
};

export type CustomCriterionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomCriterion'] =
    ResolversParentTypes['CustomCriterion'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criterionOptions?: Resolver<
    Array<ResolversTypes['CustomCriterionOption']>,
    ParentType,
    ContextType
  >;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['Question'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  settingValues?: Resolver<Array<ResolversTypes['MemberSettingValue']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CriterionState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomCriterionOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CustomCriterionOption'] =
    ResolversParentTypes['CustomCriterionOption'],
> = {
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quota?: Resolver<Maybe<ResolversTypes['Quota']>, ParentType, ContextType>;
  responseOption?: Resolver<ResolversTypes['ResponseOption'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DraftAudienceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DraftAudience'] = ResolversParentTypes['DraftAudience'],
> = {
  activePresetAudience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criteriaUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disabledCustomCriteria?: Resolver<
    Array<ResolversTypes['CustomCriterion']>,
    ParentType,
    ContextType
  >;
  interlocks?: Resolver<Array<ResolversTypes['Interlock']>, ParentType, ContextType>;
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['AudienceMember']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['AudienceSummary'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  validationErrors?: Resolver<
    Array<ResolversTypes['AudienceValidationError']>,
    ParentType,
    ContextType
  >;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DurationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Duration'] = ResolversParentTypes['Duration'],
> = {
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeasibilityEstimateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FeasibilityEstimate'] =
    ResolversParentTypes['FeasibilityEstimate'],
> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  estimatedDeliveryTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feasibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  incidenceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  infeasibleQuotas?: Resolver<Array<ResolversTypes['InfeasibleQuota']>, ParentType, ContextType>;
  isFeasible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldErrorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  isConfiguredForSoftLaunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lengthOfInterview?: Resolver<ResolversTypes['LengthOfInterview'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  panelSupplierCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samplesNeeded?: Resolver<ResolversTypes['SamplesNeeded'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  softLaunch?: Resolver<ResolversTypes['SoftLaunch'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FieldworkAudienceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldworkAudience'] =
    ResolversParentTypes['FieldworkAudience'],
> = {
  countryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldworkAudienceEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldworkAudienceEntry'] =
    ResolversParentTypes['FieldworkAudienceEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['FieldworkAudienceQuestionItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FieldworkAudienceOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldworkAudienceOption'] =
    ResolversParentTypes['FieldworkAudienceOption'],
> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseOption?: Resolver<ResolversTypes['ResponseOption'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['AudienceRoute']>, ParentType, ContextType>;
};

export type FieldworkAudienceQuestionItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FieldworkAudienceQuestionItem'] =
    ResolversParentTypes['FieldworkAudienceQuestionItem'],
> = {
  question?: Resolver<ResolversTypes['Question'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionTypeCode?: Resolver<ResolversTypes['AudienceQuestionTypeCode'], ParentType, ContextType>;
  responseOptions?: Resolver<
    Array<ResolversTypes['FieldworkAudienceOption']>,
    ParentType,
    ContextType
  >;
  settingValues?: Resolver<Array<ResolversTypes['MemberSettingValue']>, ParentType, ContextType>;
};

export type InfeasibleQuotaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InfeasibleQuota'] =
    ResolversParentTypes['InfeasibleQuota'],
> = {
  feasibleCounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['QuotaCell'], ParentType, ContextType>;
};

export type InterlockResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Interlock'] = ResolversParentTypes['Interlock'],
> = {
  cellOptionKeys?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  cellPercents?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  memberNumbers?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type MemberSettingValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MemberSettingValue'] =
    ResolversParentTypes['MemberSettingValue'],
> = {
  code?: Resolver<ResolversTypes['MemberSettingCode'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  addCustomCriterion?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddCustomCriterionArgs,
      'defaultOptionsCount' | 'position' | 'surveyId' | 'text'
    >
  >;
  addCustomCriterionOption?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddCustomCriterionOptionArgs, 'position' | 'questionLk' | 'surveyId'>
  >;
  addFieldwork?: Resolver<
    ResolversTypes['Fieldwork'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddFieldworkArgs,
      'accountMarkup' | 'countryCode' | 'panelSupplierCode' | 'samplesNeeded' | 'surveyId'
    >
  >;
  detachCustomAudienceMember?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationDetachCustomAudienceMemberArgs, 'number' | 'surveyId'>
  >;
  detachCustomCriterionOption?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationDetachCustomCriterionOptionArgs,
      'questionLk' | 'responseOptionLk' | 'surveyId'
    >
  >;
  moveAudienceMember?: Resolver<
    ResolversTypes['AudienceMemberMove'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveAudienceMemberArgs, 'number' | 'surveyId' | 'toPosition'>
  >;
  moveCustomCriterionOption?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationMoveCustomCriterionOptionArgs,
      'questionLk' | 'responseOptionLk' | 'surveyId' | 'toPosition'
    >
  >;
  pinOrUnpinResponseOption?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPinOrUnpinResponseOptionArgs,
      'pinned' | 'questionLk' | 'responseOptionLk' | 'surveyId'
    >
  >;
  presetAudience?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationPresetAudienceArgs, 'name' | 'surveyId'>
  >;
  removeAllStandardQualification?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveAllStandardQualificationArgs, 'audienceCriterionCode' | 'surveyId'>
  >;
  removeCustomCriterion?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveCustomCriterionArgs, 'questionLk' | 'surveyId'>
  >;
  removeCustomMemberSettingValue?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveCustomMemberSettingValueArgs,
      'memberSettingCode' | 'questionLk' | 'surveyId'
    >
  >;
  removeCustomQualification?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveCustomQualificationArgs,
      'questionLk' | 'responseOptionLk' | 'surveyId'
    >
  >;
  removeInterlock?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveInterlockArgs, 'memberNumber' | 'surveyId'>
  >;
  removeStandardCriterion?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveStandardCriterionArgs, 'audienceCriterionCode' | 'surveyId'>
  >;
  removeStandardMemberSettingValue?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveStandardMemberSettingValueArgs,
      'audienceCriterionCode' | 'memberSettingCode' | 'surveyId'
    >
  >;
  removeStandardQualification?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveStandardQualificationArgs,
      'audienceCriterionCode' | 'audienceCriterionOptionCode' | 'surveyId'
    >
  >;
  removeStandardQuotas?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveStandardQuotasArgs, 'audienceCriterionCode' | 'surveyId'>
  >;
  setAllStandardQualification?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetAllStandardQualificationArgs, 'audienceCriterionCode' | 'surveyId'>
  >;
  setCustomCriterion?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCustomCriterionArgs, 'questionLk' | 'surveyId'>
  >;
  setCustomMemberSettingValue?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCustomMemberSettingValueArgs, 'questionLk' | 'setting' | 'surveyId'>
  >;
  setCustomQualification?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetCustomQualificationArgs,
      'questionLk' | 'responseOptionLk' | 'surveyId'
    >
  >;
  setCustomQuota?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetCustomQuotaArgs,
      'percent' | 'questionLk' | 'responseOptionLk' | 'surveyId'
    >
  >;
  setInterlock?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetInterlockArgs, 'memberNumbers' | 'surveyId'>
  >;
  setInterlockQuota?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetInterlockQuotaArgs,
      'memberNumber' | 'optionKeys' | 'percent' | 'surveyId'
    >
  >;
  setStandardCriterion?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetStandardCriterionArgs,
      'audienceCriterionCode' | 'position' | 'surveyId'
    >
  >;
  setStandardMemberSettingValue?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetStandardMemberSettingValueArgs,
      'audienceCriterionCode' | 'setting' | 'surveyId'
    >
  >;
  setStandardQualification?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetStandardQualificationArgs,
      'audienceCriterionCode' | 'audienceCriterionOptionCode' | 'surveyId'
    >
  >;
  setStandardQuota?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetStandardQuotaArgs,
      'audienceCriterionCode' | 'audienceCriterionOptionCode' | 'percent' | 'surveyId'
    >
  >;
  setStandardQuotas?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetStandardQuotasArgs, 'audienceCriterionCode' | 'surveyId'>
  >;
  sumCustomQuotasTo100?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSumCustomQuotasTo100Args, 'questionLk' | 'surveyId'>
  >;
  sumInterlockQuotasTo100?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSumInterlockQuotasTo100Args, 'memberNumber' | 'surveyId'>
  >;
  sumStandardQuotasTo100?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSumStandardQuotasTo100Args, 'audienceCriterionCode' | 'surveyId'>
  >;
  updateCustomCriterion?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCustomCriterionArgs, 'questionLk' | 'surveyId' | 'text'>
  >;
  updateCustomCriterionOption?: Resolver<
    ResolversTypes['AudienceChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateCustomCriterionOptionArgs,
      'questionLk' | 'responseOptionLk' | 'responseOptionValue' | 'surveyId'
    >
  >;
  updateFieldwork?: Resolver<
    ResolversTypes['Fieldwork'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateFieldworkArgs, 'surveyId'>
  >;
};

export type PresetAudienceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PresetAudience'] =
    ResolversParentTypes['PresetAudience'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  categories?: Resolver<
    Array<ResolversTypes['Category']>,
    ParentType,
    ContextType,
    RequireFields<QueryCategoriesArgs, 'expandedCategories' | 'surveyId'>
  >;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  customCriteria?: Resolver<
    Array<ResolversTypes['CustomCriterion']>,
    ParentType,
    ContextType,
    RequireFields<QueryCustomCriteriaArgs, 'surveyId'>
  >;
  draftAudience?: Resolver<
    ResolversTypes['DraftAudience'],
    ParentType,
    ContextType,
    RequireFields<QueryDraftAudienceArgs, 'surveyId'>
  >;
  fieldwork?: Resolver<
    Maybe<ResolversTypes['Fieldwork']>,
    ParentType,
    ContextType,
    RequireFields<QueryFieldworkArgs, 'surveyId'>
  >;
  fieldworkAudience?: Resolver<
    Array<ResolversTypes['FieldworkAudienceEntry']>,
    ParentType,
    ContextType,
    RequireFields<QueryFieldworkAudienceArgs, 'surveyId'>
  >;
  getCostQuote?: Resolver<
    ResolversTypes['CostQuote'],
    ParentType,
    ContextType,
    RequireFields<QueryGetCostQuoteArgs, 'surveyId'>
  >;
  getFeasibilityEstimate?: Resolver<
    ResolversTypes['FeasibilityEstimate'],
    ParentType,
    ContextType,
    RequireFields<QueryGetFeasibilityEstimateArgs, 'surveyId'>
  >;
  presetAudiences?: Resolver<
    Array<ResolversTypes['PresetAudience']>,
    ParentType,
    ContextType,
    RequireFields<QueryPresetAudiencesArgs, 'countryCode'>
  >;
  searchCategories?: Resolver<
    Array<ResolversTypes['Category']>,
    ParentType,
    ContextType,
    RequireFields<QuerySearchCategoriesArgs, 'searchCriteria' | 'surveyId'>
  >;
};

export type QuestionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question'],
> = {
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuotaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Quota'] = ResolversParentTypes['Quota'],
> = {
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QuotaCellResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuotaCell'] = ResolversParentTypes['QuotaCell'],
> = {
  cellKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['QuotaKey'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  respondentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuotaKeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuotaKey'] = ResolversParentTypes['QuotaKey'],
> = {
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseOptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ResponseOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ResponseOption'] =
    ResolversParentTypes['ResponseOption'],
> = {
  responseOptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rotype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SamplesNeededResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SamplesNeeded'] = ResolversParentTypes['SamplesNeeded'],
> = {
  adjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unadjusted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SoftLaunchResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SoftLaunch'] = ResolversParentTypes['SoftLaunch'],
> = {
  samplesNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StandardCriterionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StandardCriterion'] =
    ResolversParentTypes['StandardCriterion'],
> = {
  criterion?: Resolver<ResolversTypes['CriterionRef'], ParentType, ContextType>;
  settingValues?: Resolver<Array<ResolversTypes['MemberSettingValue']>, ParentType, ContextType>;
  standardCriterionOptions?: Resolver<
    Array<ResolversTypes['StandardCriterionOption']>,
    ParentType,
    ContextType
  >;
  state?: Resolver<ResolversTypes['CriterionState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StandardCriterionOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StandardCriterionOption'] =
    ResolversParentTypes['StandardCriterionOption'],
> = {
  criterionOption?: Resolver<ResolversTypes['CriterionOption'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quota?: Resolver<Maybe<ResolversTypes['Quota']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CriterionState'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AudienceChange?: AudienceChangeResolvers<ContextType>;
  AudienceMember?: AudienceMemberResolvers<ContextType>;
  AudienceMemberItem?: AudienceMemberItemResolvers<ContextType>;
  AudienceMemberMove?: AudienceMemberMoveResolvers<ContextType>;
  AudienceRoute?: AudienceRouteResolvers<ContextType>;
  AudienceSummary?: AudienceSummaryResolvers<ContextType>;
  AudienceValidationError?: AudienceValidationErrorResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryCriterion?: CategoryCriterionResolvers<ContextType>;
  CostQuote?: CostQuoteResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CriterionOption?: CriterionOptionResolvers<ContextType>;
  CriterionRef?: CriterionRefResolvers<ContextType>;
  CustomCriterion?: CustomCriterionResolvers<ContextType>;
  CustomCriterionOption?: CustomCriterionOptionResolvers<ContextType>;
  DraftAudience?: DraftAudienceResolvers<ContextType>;
  Duration?: DurationResolvers<ContextType>;
  FeasibilityEstimate?: FeasibilityEstimateResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  Fieldwork?: FieldworkResolvers<ContextType>;
  FieldworkAudience?: FieldworkAudienceResolvers<ContextType>;
  FieldworkAudienceEntry?: FieldworkAudienceEntryResolvers<ContextType>;
  FieldworkAudienceOption?: FieldworkAudienceOptionResolvers<ContextType>;
  FieldworkAudienceQuestionItem?: FieldworkAudienceQuestionItemResolvers<ContextType>;
  InfeasibleQuota?: InfeasibleQuotaResolvers<ContextType>;
  Interlock?: InterlockResolvers<ContextType>;
  LengthOfInterview?: LengthOfInterviewResolvers<ContextType>;
  Locale?: LocaleResolvers<ContextType>;
  MemberSettingValue?: MemberSettingValueResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PresetAudience?: PresetAudienceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  Quota?: QuotaResolvers<ContextType>;
  QuotaCell?: QuotaCellResolvers<ContextType>;
  QuotaKey?: QuotaKeyResolvers<ContextType>;
  ResponseOption?: ResponseOptionResolvers<ContextType>;
  SamplesNeeded?: SamplesNeededResolvers<ContextType>;
  SoftLaunch?: SoftLaunchResolvers<ContextType>;
  StandardCriterion?: StandardCriterionResolvers<ContextType>;
  StandardCriterionOption?: StandardCriterionOptionResolvers<ContextType>;
};
