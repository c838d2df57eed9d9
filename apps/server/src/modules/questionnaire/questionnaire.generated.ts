import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
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
  /** Rich-text JSON produced by the editor (stored as given after its strings are cleaned). */
  JSON: { input: unknown; output: unknown };
};

export type AnswerQuota = {
  __typename?: 'AnswerQuota';
  cells: Array<AnswerQuotaCell>;
  questionLk: Scalars['ID']['output'];
};

/** Issue 38 §3: one cell of a quota on an answer: options counted together, with a target. */
export type AnswerQuotaCell = {
  __typename?: 'AnswerQuotaCell';
  optionLks: Array<Scalars['ID']['output']>;
  /** A whole number of completes (count), or 0..100 of the survey's completes (percent). */
  target: Scalars['Float']['output'];
  targetKind: QuotaTargetKind;
};

export type AnswerQuotaCellInput = {
  optionLks: Array<Scalars['ID']['input']>;
  target: Scalars['Float']['input'];
  targetKind: QuotaTargetKind;
};

/** An audience question, copied read-only from the draft audience (labelled A{n}). */
export type AudienceEntry = {
  __typename?: 'AudienceEntry';
  contextPosition: Scalars['Int']['output'];
  entryItem: AudienceQuestionItem;
  entryType: EntryType;
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
};

export type AudienceQuestionItem = {
  __typename?: 'AudienceQuestionItem';
  question: RowText;
  questionLk: Scalars['ID']['output'];
  questionTypeCode: AudienceQuestionTypeCode;
  responseOptions: Array<AudienceResponseOption>;
  settingValues: Array<MemberSetting>;
};

export type AudienceQuestionTypeCode = 'CustomAudience' | 'StandardAudience';

export type AudienceResponseOption = {
  __typename?: 'AudienceResponseOption';
  position: Scalars['Int']['output'];
  qualification: Scalars['Boolean']['output'];
  responseOption: AudienceResponseOptionValue;
  responseOptionLk: Scalars['ID']['output'];
  route?: Maybe<Route>;
};

export type AudienceResponseOptionProposition = {
  __typename?: 'AudienceResponseOptionProposition';
  kind: PropositionKind;
  questionLk: Scalars['ID']['output'];
  responseOptionLks: Array<Scalars['ID']['output']>;
};

export type AudienceResponseOptionValue = {
  __typename?: 'AudienceResponseOptionValue';
  responseOptionId: Scalars['ID']['output'];
  rotype: Rotype;
  value: Scalars['String']['output'];
};

export type CountPropositionInput = {
  max: Scalars['Int']['input'];
  min: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
};

export type DraftQuestionnaire = {
  __typename?: 'DraftQuestionnaire';
  /** Issue 38 §3: quotas on answers to the questionnaire's choice questions (as stored; the editor works out what no longer holds). */
  answerQuotas: Array<AnswerQuota>;
  audienceEntries: Array<AudienceEntry>;
  entries: Array<QuestionnaireEntry>;
  /** Interview-length estimate (spec 2 §9), computed when asked for. */
  interviewLength: InterviewLength;
  /** Highest entry number handed out; numbers are never reused. */
  lastEntryNumber: Scalars['Int']['output'];
  locale: Locale;
  questionnaireId: Scalars['ID']['output'];
  /** Issue 38: the cards inside sections, flat in document order (each section lists their numbers). */
  sectionCards: Array<QuestionnaireEntry>;
  /** Issue 38: how many of the rotating sections each respondent sees (null: all of them). */
  sectionsShown?: Maybe<Scalars['Int']['output']>;
  surveyId: Scalars['ID']['output'];
  /** Problems the editor shows under fields, grouped by entry (computed when asked for). */
  validationErrors: Array<EntryValidationErrors>;
  /** Bumped by every applied command. */
  version: Scalars['Int']['output'];
};

/**
 * The questionnaire service. This issue's slice: creating an empty draft for a new survey and copying
 * a whole draft to a duplicated survey. The editor's document and mutations extend this schema.
 */
export type DraftQuestionnaireRef = {
  __typename?: 'DraftQuestionnaireRef';
  entryCount: Scalars['Int']['output'];
  surveyId: Scalars['ID']['output'];
  /** Validation errors of the entries (spec 2 §5): Confirm needs none. */
  validationErrorCount: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

export type EntryForkRef = {
  __typename?: 'EntryForkRef';
  branchNumber: Scalars['Int']['output'];
  forkId: Scalars['ID']['output'];
};

export type EntryType = 'fork' | 'matrix' | 'question' | 'section' | 'textCard';

export type EntryValidationErrors = {
  __typename?: 'EntryValidationErrors';
  /** questionLk, matrixTitleLk or forkId of the card. */
  entryId: Scalars['ID']['output'];
  entryNumber: Scalars['Int']['output'];
  errors: Array<ValidationError>;
  /** Question type of the card ('Matrix' and 'Fork' for those). */
  questionTypeCode: Scalars['String']['output'];
};

export type Fork = {
  __typename?: 'Fork';
  branches: Array<ForkBranch>;
  forkId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ForkBranch = {
  __typename?: 'ForkBranch';
  branchNumber: Scalars['Int']['output'];
  /** 'A', 'B', 'C' by order. */
  label: Scalars['String']['output'];
  percentage: Scalars['Float']['output'];
};

export type ForkEntry = QuestionnaireEntry & {
  __typename?: 'ForkEntry';
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  entryItem: ForkItem;
  entryType: EntryType;
  forks: Array<EntryForkRef>;
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
  questionLogic: Array<LogicTerm>;
  sinceDate: Scalars['String']['output'];
};

export type ForkItem = {
  __typename?: 'ForkItem';
  fork: Fork;
};

export type InterviewLength = {
  __typename?: 'InterviewLength';
  /** Seconds / 60 rounded up, at least 1. */
  minutes: Scalars['Int']['output'];
  seconds: Scalars['Float']['output'];
  tier: LoiTier;
};

export type Locale = {
  __typename?: 'Locale';
  country: Scalars['String']['output'];
  language: Scalars['String']['output'];
};

export type LocaleInput = {
  country: Scalars['String']['input'];
  language: Scalars['String']['input'];
};

/** Add to this clause (OR) when setting; with removal, only this clause (or proposition). */
export type LogicInfoRefInput = {
  clauseNumber: Scalars['Int']['input'];
  propositionId?: InputMaybe<Scalars['ID']['input']>;
};

/** One display-logic condition; terms with the same clauseNumber are ORed, clauses ANDed. */
export type LogicTerm = {
  __typename?: 'LogicTerm';
  clauseNumber: Scalars['Int']['output'];
  negated: Scalars['Boolean']['output'];
  proposition: Proposition;
  propositionId: Scalars['ID']['output'];
};

export type LoiTier = {
  __typename?: 'LoiTier';
  index: Scalars['Int']['output'];
  maxMinutes: Scalars['Int']['output'];
  minMinutes: Scalars['Int']['output'];
  /** Approximate number of questions of the tier. */
  questions: Scalars['Int']['output'];
};

export type LoopListItem = {
  __typename?: 'LoopListItem';
  itemId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type MaskingClause = 'AND' | 'OR';

export type MaskingKey = {
  __typename?: 'MaskingKey';
  matrixTitleLk?: Maybe<Scalars['ID']['output']>;
  questionLk: Scalars['ID']['output'];
  responseOptionLk: Scalars['ID']['output'];
};

export type MaskingKeyInput = {
  matrixTitleLk?: InputMaybe<Scalars['ID']['input']>;
  questionLk: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MaskingRule = {
  __typename?: 'MaskingRule';
  clause: MaskingClause;
  maskingKeys: Array<MaskingKey>;
  negated: Scalars['Boolean']['output'];
};

export type MaskingRuleInput = {
  clause: MaskingClause;
  maskingKeys: Array<MaskingKeyInput>;
  negated: Scalars['Boolean']['input'];
};

export type MatrixCountPropositionInput = {
  matrixTitleLk: Scalars['ID']['input'];
  max: Scalars['Int']['input'];
  min: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
};

export type MatrixEntry = QuestionnaireEntry & {
  __typename?: 'MatrixEntry';
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  entryItem: MatrixItem;
  entryType: EntryType;
  forks: Array<EntryForkRef>;
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
  questionLogic: Array<LogicTerm>;
  sinceDate: Scalars['String']['output'];
};

export type MatrixItem = {
  __typename?: 'MatrixItem';
  matrixRows: Array<MatrixRow>;
  matrixTitle: MatrixTitle;
  matrixTitleLk: Scalars['ID']['output'];
  /** The columns. */
  responseOptions: Array<ResponseOption>;
  settingValues: Array<SettingValue>;
};

export type MatrixOptionsPropositionInput = {
  matrixTitleLk: Scalars['ID']['input'];
  questionLk: Scalars['ID']['input'];
  responseOptionLks: Array<Scalars['ID']['input']>;
};

export type MatrixResponseOptionCountProposition = {
  __typename?: 'MatrixResponseOptionCountProposition';
  kind: PropositionKind;
  matrixTitleLk: Scalars['ID']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  questionLk: Scalars['ID']['output'];
};

export type MatrixResponseOptionProposition = {
  __typename?: 'MatrixResponseOptionProposition';
  kind: PropositionKind;
  matrixTitleLk: Scalars['ID']['output'];
  questionLk: Scalars['ID']['output'];
  responseOptionLks: Array<Scalars['ID']['output']>;
};

export type MatrixRow = {
  __typename?: 'MatrixRow';
  createdDate: Scalars['String']['output'];
  maskingRules: Array<MaskingRule>;
  pinned: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  question: RowText;
  questionLk: Scalars['ID']['output'];
  questionMedia?: Maybe<Media>;
};

export type MatrixRowCountProposition = {
  __typename?: 'MatrixRowCountProposition';
  kind: PropositionKind;
  matrixTitleLk: Scalars['ID']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  responseOptionLk: Scalars['ID']['output'];
};

export type MatrixRowCountPropositionInput = {
  matrixTitleLk: Scalars['ID']['input'];
  max: Scalars['Int']['input'];
  min: Scalars['Int']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MatrixTitle = {
  __typename?: 'MatrixTitle';
  matrixTitleId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  titleStyling?: Maybe<Scalars['JSON']['output']>;
};

export type Media = {
  __typename?: 'Media';
  mediaName: Scalars['String']['output'];
  mediaType: MediaType;
  mediaUrl: Scalars['String']['output'];
  renderedMediaUrl?: Maybe<Scalars['String']['output']>;
};

export type MediaType = 'image' | 'video';

export type MemberSetting = {
  __typename?: 'MemberSetting';
  code: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addFork: QuestionnaireChange;
  addForkBranch: QuestionnaireChange;
  addMatrixQuestion: QuestionnaireChange;
  addMatrixQuestionRow: QuestionnaireChange;
  addMatrixResponseOption: QuestionnaireChange;
  addQuestion: QuestionnaireChange;
  addQuestionnaire: DraftQuestionnaireRef;
  addQuestionnaireLanguage: QuestionnaireTranslations;
  addResponseOption: QuestionnaireChange;
  /** Issue 38 §1: an empty section S{n} at a top-level position. */
  addSection: QuestionnaireChange;
  addTextCard: QuestionnaireChange;
  /** Issue 38 §2: show a looped section once again. */
  clearSectionLoop: QuestionnaireChange;
  /** Replaces the option's masking rules; an empty list removes masking. */
  createOrUpdateMaskingRule: QuestionnaireChange;
  createOrUpdateMatrixColumnMaskingRule: QuestionnaireChange;
  createOrUpdateMatrixRowMaskingRule: QuestionnaireChange;
  /** Deletes a section, keeping its cards at its place or deleting them with it. */
  deleteSection: QuestionnaireChange;
  detachMatrixQuestionRow: QuestionnaireChange;
  detachMatrixResponseOption: QuestionnaireChange;
  detachQuestionnaireEntry: QuestionnaireChange;
  detachResponseOption: QuestionnaireChange;
  duplicateMatrixQuestion: QuestionnaireChange;
  duplicateQuestion: QuestionnaireChange;
  duplicateQuestionnaire: DraftQuestionnaireRef;
  duplicateTextCard: QuestionnaireChange;
  emptyMatrixQuestion: QuestionnaireChange;
  emptyQuestionCard: QuestionnaireChange;
  /** Not a spec call: shares the fork evenly (3 decimals, remainder on the last group). */
  equaliseForkBranches: QuestionnaireChange;
  /** Copies entries of another draft of the same account (never forks or audience entries). */
  importQuestionnaireEntries: QuestionnaireChange;
  /**
   * Imports a translator's file (all or nothing): any unknown id, changed base text or broken pipe
   * refuses it with TRANSLATION_IMPORT_REFUSED, `extensions.problems` listing each by line.
   */
  importTranslations: TranslationImport;
  /** Moves a card into a section (sectionNumber), out to the top level (null), or within its list. */
  moveEntryToSection: QuestionnaireChange;
  moveMatrixQuestionRow: QuestionnaireChange;
  moveMatrixResponseOption: QuestionnaireChange;
  moveQuestionnaireEntry: QuestionnaireChange;
  moveResponseOption: QuestionnaireChange;
  pasteInMatrixResponses: QuestionnaireChange;
  pasteInMatrixRows: QuestionnaireChange;
  pasteInResponses: QuestionnaireChange;
  pasteInTitle: QuestionnaireChange;
  pinOrUnpinMatrixResponseOption: QuestionnaireChange;
  pinOrUnpinMatrixRow: QuestionnaireChange;
  pinOrUnpinResponseOption: QuestionnaireChange;
  relocaliseQuestionnaire: QuestionnaireChange;
  removeForkBranch: QuestionnaireChange;
  removeMatrixLogic: QuestionnaireChange;
  removeMatrixRowMedia: QuestionnaireChange;
  /** Without logicInfoRef removes all logic of the card. */
  removeQuestionLogic: QuestionnaireChange;
  removeQuestionMedia: QuestionnaireChange;
  removeQuestionnaireEntryForkBranch: QuestionnaireChange;
  removeQuestionnaireLanguage: QuestionnaireTranslations;
  removeQuestionnaireMatrixSettingValue: QuestionnaireChange;
  removeQuestionnaireSettingValue: QuestionnaireChange;
  removeResponseOptionMedia: QuestionnaireChange;
  removeRoute: QuestionnaireChange;
  removeTextCardMedia: QuestionnaireChange;
  removeTextCardQuestionLogic: QuestionnaireChange;
  renameSection: QuestionnaireChange;
  setExclusiveMatrixRow: QuestionnaireChange;
  setMatrixLogic: QuestionnaireChange;
  setMatrixRowMedia: QuestionnaireChange;
  /** Adds a condition: a new clause (AND), or OR-ed into logicInfoRef's clause. `logic` is the new term. */
  setQuestionLogic: QuestionnaireChange;
  setQuestionMedia: QuestionnaireChange;
  /** Issue 38 §3: the quota on a single or multiple choice question; no cells removes it. */
  setQuestionQuota: QuestionnaireChange;
  setQuestionScale: QuestionnaireChange;
  setQuestionScaleLabel: QuestionnaireChange;
  setQuestionnaireEntryForkBranch: QuestionnaireChange;
  setQuestionnaireMatrixSettingValue: QuestionnaireChange;
  setQuestionnaireSettingValue: QuestionnaireChange;
  /** A blank text removes the translation (missing again); pipes must be kept exactly. */
  setQuestionnaireTranslation: QuestionnaireTranslations;
  setResponseOptionMedia: QuestionnaireChange;
  setRoExclusive: QuestionnaireChange;
  setRoTextEntryState: QuestionnaireChange;
  setRoute: QuestionnaireChange;
  /** Issue 38 §2: repeat a section once per option chosen in an earlier multi select, or per item of a fixed list. */
  setSectionLoop: QuestionnaireChange;
  setSectionRotation: QuestionnaireChange;
  /** How many of the rotating sections each respondent sees; null shows all. */
  setSectionsShown: QuestionnaireChange;
  setTextCardMedia: QuestionnaireChange;
  setTextCardQuestionLogic: QuestionnaireChange;
  updateFork: QuestionnaireChange;
  updateForkBranch: QuestionnaireChange;
  updateMatrixQuestion: QuestionnaireChange;
  updateMatrixQuestionRow: QuestionnaireChange;
  updateMatrixResponseOption: QuestionnaireChange;
  updateQuestion: QuestionnaireChange;
  updateResponseOption: QuestionnaireChange;
  updateTextCard: QuestionnaireChange;
};

export type MutationAddForkArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  defaultBranchCount?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationAddForkBranchArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  percentage?: InputMaybe<Scalars['Float']['input']>;
  questionnaireId: Scalars['ID']['input'];
};

export type MutationAddMatrixQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  setting?: InputMaybe<SettingInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  titleStyling?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationAddMatrixQuestionRowArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAddMatrixResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionValue?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAddQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  defaultOptionsCount?: InputMaybe<Scalars['Int']['input']>;
  position: Scalars['Int']['input'];
  questionTypeCode: QuestionTypeCode;
  questionnaireId: Scalars['ID']['input'];
  setting?: InputMaybe<SettingInput>;
  text?: InputMaybe<Scalars['String']['input']>;
  textStyling?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationAddQuestionnaireArgs = {
  surveyId: Scalars['ID']['input'];
};

export type MutationAddQuestionnaireLanguageArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  language: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationAddResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionValue?: InputMaybe<Scalars['String']['input']>;
};

export type MutationAddSectionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationAddTextCardArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  body?: InputMaybe<Scalars['String']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationClearSectionLoopArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationCreateOrUpdateMaskingRuleArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  maskingRules: Array<MaskingRuleInput>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationCreateOrUpdateMatrixColumnMaskingRuleArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  maskingRules: Array<MaskingRuleInput>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationCreateOrUpdateMatrixRowMaskingRuleArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  maskingRules: Array<MaskingRuleInput>;
  matrixTitleLk: Scalars['ID']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationDeleteSectionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  keepCards: Scalars['Boolean']['input'];
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationDetachMatrixQuestionRowArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationDetachMatrixResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationDetachQuestionnaireEntryArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationDetachResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationDuplicateMatrixQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationDuplicateQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationDuplicateQuestionnaireArgs = {
  accountMarkup: Scalars['Float']['input'];
  newSurveyId: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationDuplicateTextCardArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  textCardLk: Scalars['ID']['input'];
};

export type MutationEmptyMatrixQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationEmptyQuestionCardArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationEqualiseForkBranchesArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationImportQuestionnaireEntriesArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  entryNumbers: Array<Scalars['Int']['input']>;
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  sourceQuestionnaireId: Scalars['ID']['input'];
};

export type MutationImportTranslationsArgs = {
  base64: Scalars['String']['input'];
  format: TranslationFileFormat;
  language: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationMoveEntryToSectionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  sectionNumber?: InputMaybe<Scalars['Int']['input']>;
  toPosition: Scalars['Int']['input'];
};

export type MutationMoveMatrixQuestionRowArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  toPosition: Scalars['Int']['input'];
};

export type MutationMoveMatrixResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  toPosition: Scalars['Int']['input'];
};

export type MutationMoveQuestionnaireEntryArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  toPosition: Scalars['Int']['input'];
};

export type MutationMoveResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  toPosition: Scalars['Int']['input'];
};

export type MutationPasteInMatrixResponsesArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptions: Array<Scalars['String']['input']>;
};

export type MutationPasteInMatrixRowsArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  rows: Array<Scalars['String']['input']>;
};

export type MutationPasteInResponsesArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptions: Array<Scalars['String']['input']>;
};

export type MutationPasteInTitleArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptions: Array<Scalars['String']['input']>;
  text: Scalars['String']['input'];
  textStyling?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationPinOrUnpinMatrixResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationPinOrUnpinMatrixRowArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationPinOrUnpinResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  pinned: Scalars['Boolean']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationRelocaliseQuestionnaireArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  newLocale: LocaleInput;
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveForkBranchArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  branchNumber: Scalars['Int']['input'];
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveMatrixLogicArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logicInfoRef?: InputMaybe<LogicInfoRefInput>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveMatrixRowMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveQuestionLogicArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logicInfoRef?: InputMaybe<LogicInfoRefInput>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveQuestionMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveQuestionnaireEntryForkBranchArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  branchNumber: Scalars['Int']['input'];
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveQuestionnaireLanguageArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  language: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type MutationRemoveQuestionnaireMatrixSettingValueArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionSettingCode: QuestionSettingCode;
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveQuestionnaireSettingValueArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionSettingCode: QuestionSettingCode;
  questionnaireId: Scalars['ID']['input'];
};

export type MutationRemoveResponseOptionMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationRemoveRouteArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationRemoveTextCardMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionnaireId: Scalars['ID']['input'];
  textCardLk: Scalars['ID']['input'];
};

export type MutationRemoveTextCardQuestionLogicArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logicInfoRef?: InputMaybe<LogicInfoRefInput>;
  questionnaireId: Scalars['ID']['input'];
  textCardLk: Scalars['ID']['input'];
};

export type MutationRenameSectionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetExclusiveMatrixRowArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  exclusive: Scalars['Boolean']['input'];
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationSetMatrixLogicArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logicInfoRef?: InputMaybe<LogicInfoRefInput>;
  matrixTitleLk: Scalars['ID']['input'];
  negated?: InputMaybe<Scalars['Boolean']['input']>;
  proposition: PropositionInput;
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetMatrixRowMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  mediaName: Scalars['String']['input'];
  mediaType: MediaType;
  mediaUrl: Scalars['String']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  renderedMediaUrl?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSetQuestionLogicArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logicInfoRef?: InputMaybe<LogicInfoRefInput>;
  negated?: InputMaybe<Scalars['Boolean']['input']>;
  proposition: PropositionInput;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetQuestionMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  mediaName: Scalars['String']['input'];
  mediaType: MediaType;
  mediaUrl: Scalars['String']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  renderedMediaUrl?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSetQuestionQuotaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  cells: Array<AnswerQuotaCellInput>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetQuestionScaleArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  max: Scalars['Int']['input'];
  min: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  startingPosition: Scalars['Int']['input'];
  step: Scalars['Int']['input'];
};

export type MutationSetQuestionScaleLabelArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  labelText: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetQuestionnaireEntryForkBranchArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  branchNumber: Scalars['Int']['input'];
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetQuestionnaireMatrixSettingValueArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  setting: SettingInput;
};

export type MutationSetQuestionnaireSettingValueArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  setting: SettingInput;
};

export type MutationSetQuestionnaireTranslationArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  key: Scalars['String']['input'];
  language: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MutationSetResponseOptionMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  mediaName: Scalars['String']['input'];
  mediaType: MediaType;
  mediaUrl: Scalars['String']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  renderedMediaUrl?: InputMaybe<Scalars['String']['input']>;
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationSetRoExclusiveArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  exclusive: Scalars['Boolean']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type MutationSetRoTextEntryStateArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  textEntryState: TextEntryState;
};

export type MutationSetRouteArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  targetNumber: Scalars['Int']['input'];
};

export type MutationSetSectionLoopArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<Scalars['String']['input']>>;
  maxIterations: Scalars['Int']['input'];
  number: Scalars['Int']['input'];
  questionnaireId: Scalars['ID']['input'];
  randomOrder: Scalars['Boolean']['input'];
  sourceQuestionNumber?: InputMaybe<Scalars['Int']['input']>;
};

export type MutationSetSectionRotationArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
  pinnedCards: Array<Scalars['Int']['input']>;
  questionnaireId: Scalars['ID']['input'];
  randomiseCards: Scalars['Boolean']['input'];
  rotate: Scalars['Boolean']['input'];
};

export type MutationSetSectionsShownArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  questionnaireId: Scalars['ID']['input'];
};

export type MutationSetTextCardMediaArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  mediaName: Scalars['String']['input'];
  mediaType: MediaType;
  mediaUrl: Scalars['String']['input'];
  questionnaireId: Scalars['ID']['input'];
  renderedMediaUrl?: InputMaybe<Scalars['String']['input']>;
  textCardLk: Scalars['ID']['input'];
};

export type MutationSetTextCardQuestionLogicArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  logicInfoRef?: InputMaybe<LogicInfoRefInput>;
  negated?: InputMaybe<Scalars['Boolean']['input']>;
  proposition: PropositionInput;
  questionnaireId: Scalars['ID']['input'];
  textCardLk: Scalars['ID']['input'];
};

export type MutationUpdateForkArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationUpdateForkBranchArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  branchNumber: Scalars['Int']['input'];
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  forkId: Scalars['ID']['input'];
  percentage: Scalars['Float']['input'];
  questionnaireId: Scalars['ID']['input'];
};

export type MutationUpdateMatrixQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  titleStyling?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationUpdateMatrixQuestionRowArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type MutationUpdateMatrixResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  matrixTitleLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  responseOptionValue: Scalars['String']['input'];
};

export type MutationUpdateQuestionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionTypeCode: QuestionTypeCode;
  questionnaireId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  textStyling?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationUpdateResponseOptionArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionLk: Scalars['ID']['input'];
  questionnaireId: Scalars['ID']['input'];
  responseOptionLk: Scalars['ID']['input'];
  responseOptionValue: Scalars['String']['input'];
};

export type MutationUpdateTextCardArgs = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  body?: InputMaybe<Scalars['String']['input']>;
  clientIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  questionnaireId: Scalars['ID']['input'];
  subtitle?: InputMaybe<Scalars['String']['input']>;
  textCardLk: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  titleStyling?: InputMaybe<Scalars['JSON']['input']>;
};

export type OptionsPropositionInput = {
  questionLk: Scalars['ID']['input'];
  responseOptionLks: Array<Scalars['ID']['input']>;
};

export type Proposition =
  | AudienceResponseOptionProposition
  | MatrixResponseOptionCountProposition
  | MatrixResponseOptionProposition
  | MatrixRowCountProposition
  | QuestionResponseOptionCountProposition
  | QuestionResponseOptionProposition
  | QuestionResponseOptionRankProposition;

/** Exactly one field is set (audienceReponseOption is the spec's spelling). */
export type PropositionInput = {
  audienceReponseOption?: InputMaybe<OptionsPropositionInput>;
  matrixResponseOption?: InputMaybe<MatrixOptionsPropositionInput>;
  matrixResponseOptionCount?: InputMaybe<MatrixCountPropositionInput>;
  matrixRowCount?: InputMaybe<MatrixRowCountPropositionInput>;
  questionResponseOption?: InputMaybe<OptionsPropositionInput>;
  questionResponseOptionCount?: InputMaybe<CountPropositionInput>;
  questionResponseOptionRank?: InputMaybe<RankPropositionInput>;
};

export type PropositionKind =
  | 'audienceResponseOption'
  | 'matrixResponseOption'
  | 'matrixResponseOptionCount'
  | 'matrixRowCount'
  | 'questionResponseOption'
  | 'questionResponseOptionCount'
  | 'questionResponseOptionRank';

export type PropositionRef = {
  __typename?: 'PropositionRef';
  clauseNumber: Scalars['Int']['output'];
  propositionId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The survey's draft; NOT_FOUND when the survey is missing, foreign or has no draft. */
  draftQuestionnaire: DraftQuestionnaire;
  draftQuestionnaireSummary?: Maybe<DraftQuestionnaireRef>;
  exportTranslations: TranslationFile;
  /** NOT_FOUND when the survey is missing, foreign or has no draft. */
  questionnaireTranslations: QuestionnaireTranslations;
  /** Every text of the draft in `language` with its state, in document order. */
  translationStatus: Array<TranslationStatusLine>;
};

export type QueryDraftQuestionnaireArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryDraftQuestionnaireSummaryArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryExportTranslationsArgs = {
  format: TranslationFileFormat;
  language: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type QueryQuestionnaireTranslationsArgs = {
  surveyId: Scalars['ID']['input'];
};

export type QueryTranslationStatusArgs = {
  language: Scalars['String']['input'];
  surveyId: Scalars['ID']['input'];
};

export type QuestionEntry = QuestionnaireEntry & {
  __typename?: 'QuestionEntry';
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  entryItem: QuestionItem;
  entryType: EntryType;
  forks: Array<EntryForkRef>;
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
  questionLogic: Array<LogicTerm>;
  sinceDate: Scalars['String']['output'];
};

export type QuestionItem = {
  __typename?: 'QuestionItem';
  question: QuestionText;
  questionLk: Scalars['ID']['output'];
  questionMedia?: Maybe<Media>;
  /** Sliders only. */
  questionScale?: Maybe<QuestionScale>;
  questionTypeCode: QuestionTypeCode;
  responseOptions: Array<ResponseOption>;
  settingValues: Array<SettingValue>;
};

export type QuestionKind = 'audience' | 'questionnaire';

export type QuestionResponseOptionCountProposition = {
  __typename?: 'QuestionResponseOptionCountProposition';
  kind: PropositionKind;
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  questionLk: Scalars['ID']['output'];
};

export type QuestionResponseOptionProposition = {
  __typename?: 'QuestionResponseOptionProposition';
  kind: PropositionKind;
  questionLk: Scalars['ID']['output'];
  responseOptionLks: Array<Scalars['ID']['output']>;
};

export type QuestionResponseOptionRankProposition = {
  __typename?: 'QuestionResponseOptionRankProposition';
  kind: PropositionKind;
  questionLk: Scalars['ID']['output'];
  rank: Scalars['Int']['output'];
  responseOptionLk: Scalars['ID']['output'];
};

export type QuestionScale = {
  __typename?: 'QuestionScale';
  labels: Array<ScaleLabel>;
  range: ScaleRange;
};

export type QuestionSettingCode =
  | 'BasicChoice'
  | 'CharacterLimit'
  | 'ChoiceIntervalMax'
  | 'ChoiceIntervalMin'
  | 'ChoiceLimit'
  | 'ContentStructure'
  | 'DontKnow'
  | 'FlipOptions'
  | 'MatrixChoice'
  | 'MatrixFlipOptions'
  | 'MatrixRandomiseResponseOptions'
  | 'MatrixRandomiseRows'
  | 'NoneOfThese'
  | 'PreferNotToSay'
  | 'RandomiseOptions'
  | 'RankChoiceRequisite'
  | 'SliderLabels';

export type QuestionText = {
  __typename?: 'QuestionText';
  createdDate: Scalars['String']['output'];
  questionId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  textStyling?: Maybe<Scalars['JSON']['output']>;
};

export type QuestionTypeCode = 'Basic' | 'FreeText' | 'Ranked' | 'Scale';

/**
 * What every editing mutation returns: the new version and what it touched. `entry` is the entry
 * created or changed (null when it was removed or the change is questionnaire-wide), `entries` the
 * entries created (add, duplicate, import), `responseOption` and `matrixRow` the item created or
 * changed when the mutation addresses one, and `questionnaire` the whole updated draft.
 */
export type QuestionnaireChange = {
  __typename?: 'QuestionnaireChange';
  /** The time the command ran with (its context's now): with clientIds, the browser replays it exactly. */
  appliedAt: Scalars['String']['output'];
  /** The clientMutationId the mutation was sent with. */
  clientMutationId?: Maybe<Scalars['String']['output']>;
  entries: Array<QuestionnaireEntry>;
  entry?: Maybe<QuestionnaireEntry>;
  /** The condition set*Logic added, and its reference. */
  logic?: Maybe<LogicTerm>;
  matrixRow?: Maybe<MatrixRow>;
  /** Number of the entry created or changed (duplicateQuestion returns the copy's). */
  number?: Maybe<Scalars['Int']['output']>;
  propositionRef?: Maybe<PropositionRef>;
  questionnaire: DraftQuestionnaire;
  questionnaireId: Scalars['ID']['output'];
  /**
   * True when this answers a retry: the command had already been applied under this
   * clientMutationId, and version and appliedAt are that application's (the rest is the draft now).
   */
  replayed: Scalars['Boolean']['output'];
  responseOption?: Maybe<ResponseOption>;
  surveyId: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

export type QuestionnaireEntry = {
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  entryType: EntryType;
  forks: Array<EntryForkRef>;
  /** Q{n}, T{n}, S{n} or 'A/B'. */
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
  questionLogic: Array<LogicTerm>;
  sinceDate: Scalars['String']['output'];
};

/**
 * A draft's languages: the base language (the survey's), the added ones, and every added language's
 * translations by text key (`{ [language]: { [key]: { text, base } } }`, `base` being the base text
 * the translation was made from: a different current base text means it needs review).
 */
export type QuestionnaireTranslations = {
  __typename?: 'QuestionnaireTranslations';
  baseLanguage: Scalars['String']['output'];
  languages: Array<Scalars['String']['output']>;
  surveyId: Scalars['ID']['output'];
  texts: Scalars['JSON']['output'];
  version: Scalars['Int']['output'];
};

export type QuotaTargetKind = 'count' | 'percent';

export type RankPropositionInput = {
  questionLk: Scalars['ID']['input'];
  rank: Scalars['Int']['input'];
  responseOptionLk: Scalars['ID']['input'];
};

export type ResponseOption = {
  __typename?: 'ResponseOption';
  exclusive: Scalars['Boolean']['output'];
  maskingRules: Array<MaskingRule>;
  media?: Maybe<Media>;
  pinned: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
  responseOption: ResponseOptionValue;
  responseOptionLk: Scalars['ID']['output'];
  route?: Maybe<Route>;
  textEntryState: TextEntryState;
};

export type ResponseOptionValue = {
  __typename?: 'ResponseOptionValue';
  createdDate: Scalars['String']['output'];
  responseOptionId: Scalars['ID']['output'];
  rotype: Rotype;
  value: Scalars['String']['output'];
};

export type Rotype = 'double' | 'int' | 'link' | 'string';

/** Skip route: to the entry with this number, or 100000 for the end of the survey. */
export type Route = {
  __typename?: 'Route';
  targetNumber: Scalars['Int']['output'];
};

export type RowText = {
  __typename?: 'RowText';
  questionId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type ScaleLabel = {
  __typename?: 'ScaleLabel';
  label: ScaleLabelText;
  /** 0 left, 1 middle, 2 right. */
  position: Scalars['Int']['output'];
};

export type ScaleLabelText = {
  __typename?: 'ScaleLabelText';
  country: Scalars['String']['output'];
  language: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ScaleRange = {
  __typename?: 'ScaleRange';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  startingPosition: Scalars['Int']['output'];
  step: Scalars['Int']['output'];
};

export type SectionEntry = QuestionnaireEntry & {
  __typename?: 'SectionEntry';
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  entryItem: SectionItem;
  entryType: EntryType;
  forks: Array<EntryForkRef>;
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
  questionLogic: Array<LogicTerm>;
  sinceDate: Scalars['String']['output'];
};

export type SectionItem = {
  __typename?: 'SectionItem';
  entries: Array<QuestionnaireEntry>;
  /** Issue 38 §2: the section is repeated once per loop item; null: no loop. */
  loop?: Maybe<SectionLoop>;
  name: Scalars['String']['output'];
  /** Issue 38: entry numbers of cards that keep their place when the cards are randomised. */
  pinnedCards?: Maybe<Array<Scalars['Int']['output']>>;
  /** Issue 38: the section's cards are shown in a random order per respondent. */
  randomiseCards?: Maybe<Scalars['Boolean']['output']>;
  /** Issue 38: in the rotating group (its place drawn per respondent; k of n by sectionsShown). Always answered (false when off); nullable only because the stored document leaves it out. */
  rotate?: Maybe<Scalars['Boolean']['output']>;
  sectionId: Scalars['ID']['output'];
};

/** Issue 38 §2: what a section loops over: the choices of an earlier multi select, or a fixed list. */
export type SectionLoop = {
  __typename?: 'SectionLoop';
  /** The fixed list (null: looping over a question). */
  items?: Maybe<Array<LoopListItem>>;
  maxIterations: Scalars['Int']['output'];
  /** Always answered (false when off); nullable only because the stored document leaves it out. */
  randomOrder?: Maybe<Scalars['Boolean']['output']>;
  /** The multi select whose chosen options are the loop items (null: a fixed list). */
  sourceQuestionLk?: Maybe<Scalars['ID']['output']>;
};

export type SettingInput = {
  questionSettingCode: QuestionSettingCode;
  settingValue: Scalars['String']['input'];
};

export type SettingValue = {
  __typename?: 'SettingValue';
  code: QuestionSettingCode;
  createdDate: Scalars['String']['output'];
  sinceDate: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TextCard = {
  __typename?: 'TextCard';
  body: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  textCardId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  titleStyling?: Maybe<Scalars['JSON']['output']>;
};

export type TextCardEntry = QuestionnaireEntry & {
  __typename?: 'TextCardEntry';
  contextPosition: Scalars['Int']['output'];
  createdDate: Scalars['String']['output'];
  entryItem: TextCardItem;
  entryType: EntryType;
  forks: Array<EntryForkRef>;
  label: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  questionKind: QuestionKind;
  questionLogic: Array<LogicTerm>;
  sinceDate: Scalars['String']['output'];
};

export type TextCardItem = {
  __typename?: 'TextCardItem';
  questionMedia?: Maybe<Media>;
  textCard: TextCard;
  textCardLk: Scalars['ID']['output'];
};

export type TextEntryState = 'disabled' | 'enabled';

/** A file of a language's texts for translators (base64 of its bytes). */
export type TranslationFile = {
  __typename?: 'TranslationFile';
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type TranslationFileFormat = 'XLIFF' | 'XLSX';

export type TranslationImport = {
  __typename?: 'TranslationImport';
  /** How many texts the file set. */
  imported: Scalars['Int']['output'];
  translations: QuestionnaireTranslations;
};

/** One text of a language: where it is, its base text, its translation and state. */
export type TranslationStatusLine = {
  __typename?: 'TranslationStatusLine';
  base: Scalars['String']['output'];
  card: Scalars['String']['output'];
  entryNumber: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  /** missing, needsReview or done */
  state: Scalars['String']['output'];
  text: Scalars['String']['output'];
  where: Scalars['String']['output'];
};

export type ValidationError = {
  __typename?: 'ValidationError';
  code: Scalars['String']['output'];
  field: Scalars['String']['output'];
  /** The option, row, column or group the error is about. */
  itemId?: Maybe<Scalars['ID']['output']>;
  message: Scalars['String']['output'];
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
  Proposition:
    | AudienceResponseOptionProposition
    | MatrixResponseOptionCountProposition
    | MatrixResponseOptionProposition
    | MatrixRowCountProposition
    | QuestionResponseOptionCountProposition
    | QuestionResponseOptionProposition
    | QuestionResponseOptionRankProposition;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  QuestionnaireEntry:
    | (Omit<ForkEntry, 'questionLogic'> & { questionLogic: Array<_RefType['LogicTerm']> })
    | (Omit<MatrixEntry, 'questionLogic'> & { questionLogic: Array<_RefType['LogicTerm']> })
    | (Omit<QuestionEntry, 'questionLogic'> & { questionLogic: Array<_RefType['LogicTerm']> })
    | (Omit<SectionEntry, 'entryItem' | 'questionLogic'> & {
        entryItem: _RefType['SectionItem'];
        questionLogic: Array<_RefType['LogicTerm']>;
      })
    | (Omit<TextCardEntry, 'questionLogic'> & { questionLogic: Array<_RefType['LogicTerm']> });
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnswerQuota: ResolverTypeWrapper<AnswerQuota>;
  AnswerQuotaCell: ResolverTypeWrapper<AnswerQuotaCell>;
  AnswerQuotaCellInput: AnswerQuotaCellInput;
  AudienceEntry: ResolverTypeWrapper<AudienceEntry>;
  AudienceQuestionItem: ResolverTypeWrapper<AudienceQuestionItem>;
  AudienceQuestionTypeCode: AudienceQuestionTypeCode;
  AudienceResponseOption: ResolverTypeWrapper<AudienceResponseOption>;
  AudienceResponseOptionProposition: ResolverTypeWrapper<AudienceResponseOptionProposition>;
  AudienceResponseOptionValue: ResolverTypeWrapper<AudienceResponseOptionValue>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CountPropositionInput: CountPropositionInput;
  DraftQuestionnaire: ResolverTypeWrapper<
    Omit<DraftQuestionnaire, 'entries' | 'sectionCards'> & {
      entries: Array<ResolversTypes['QuestionnaireEntry']>;
      sectionCards: Array<ResolversTypes['QuestionnaireEntry']>;
    }
  >;
  DraftQuestionnaireRef: ResolverTypeWrapper<DraftQuestionnaireRef>;
  EntryForkRef: ResolverTypeWrapper<EntryForkRef>;
  EntryType: EntryType;
  EntryValidationErrors: ResolverTypeWrapper<EntryValidationErrors>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Fork: ResolverTypeWrapper<Fork>;
  ForkBranch: ResolverTypeWrapper<ForkBranch>;
  ForkEntry: ResolverTypeWrapper<
    Omit<ForkEntry, 'questionLogic'> & { questionLogic: Array<ResolversTypes['LogicTerm']> }
  >;
  ForkItem: ResolverTypeWrapper<ForkItem>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterviewLength: ResolverTypeWrapper<InterviewLength>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Locale: ResolverTypeWrapper<Locale>;
  LocaleInput: LocaleInput;
  LogicInfoRefInput: LogicInfoRefInput;
  LogicTerm: ResolverTypeWrapper<
    Omit<LogicTerm, 'proposition'> & { proposition: ResolversTypes['Proposition'] }
  >;
  LoiTier: ResolverTypeWrapper<LoiTier>;
  LoopListItem: ResolverTypeWrapper<LoopListItem>;
  MaskingClause: MaskingClause;
  MaskingKey: ResolverTypeWrapper<MaskingKey>;
  MaskingKeyInput: MaskingKeyInput;
  MaskingRule: ResolverTypeWrapper<MaskingRule>;
  MaskingRuleInput: MaskingRuleInput;
  MatrixCountPropositionInput: MatrixCountPropositionInput;
  MatrixEntry: ResolverTypeWrapper<
    Omit<MatrixEntry, 'questionLogic'> & { questionLogic: Array<ResolversTypes['LogicTerm']> }
  >;
  MatrixItem: ResolverTypeWrapper<MatrixItem>;
  MatrixOptionsPropositionInput: MatrixOptionsPropositionInput;
  MatrixResponseOptionCountProposition: ResolverTypeWrapper<MatrixResponseOptionCountProposition>;
  MatrixResponseOptionProposition: ResolverTypeWrapper<MatrixResponseOptionProposition>;
  MatrixRow: ResolverTypeWrapper<MatrixRow>;
  MatrixRowCountProposition: ResolverTypeWrapper<MatrixRowCountProposition>;
  MatrixRowCountPropositionInput: MatrixRowCountPropositionInput;
  MatrixTitle: ResolverTypeWrapper<MatrixTitle>;
  Media: ResolverTypeWrapper<Media>;
  MediaType: MediaType;
  MemberSetting: ResolverTypeWrapper<MemberSetting>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OptionsPropositionInput: OptionsPropositionInput;
  Proposition: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Proposition']>;
  PropositionInput: PropositionInput;
  PropositionKind: PropositionKind;
  PropositionRef: ResolverTypeWrapper<PropositionRef>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionEntry: ResolverTypeWrapper<
    Omit<QuestionEntry, 'questionLogic'> & { questionLogic: Array<ResolversTypes['LogicTerm']> }
  >;
  QuestionItem: ResolverTypeWrapper<QuestionItem>;
  QuestionKind: QuestionKind;
  QuestionResponseOptionCountProposition: ResolverTypeWrapper<QuestionResponseOptionCountProposition>;
  QuestionResponseOptionProposition: ResolverTypeWrapper<QuestionResponseOptionProposition>;
  QuestionResponseOptionRankProposition: ResolverTypeWrapper<QuestionResponseOptionRankProposition>;
  QuestionScale: ResolverTypeWrapper<QuestionScale>;
  QuestionSettingCode: QuestionSettingCode;
  QuestionText: ResolverTypeWrapper<QuestionText>;
  QuestionTypeCode: QuestionTypeCode;
  QuestionnaireChange: ResolverTypeWrapper<
    Omit<QuestionnaireChange, 'entries' | 'entry' | 'logic' | 'questionnaire'> & {
      entries: Array<ResolversTypes['QuestionnaireEntry']>;
      entry?: Maybe<ResolversTypes['QuestionnaireEntry']>;
      logic?: Maybe<ResolversTypes['LogicTerm']>;
      questionnaire: ResolversTypes['DraftQuestionnaire'];
    }
  >;
  QuestionnaireEntry: ResolverTypeWrapper<
    ResolversInterfaceTypes<ResolversTypes>['QuestionnaireEntry']
  >;
  QuestionnaireTranslations: ResolverTypeWrapper<QuestionnaireTranslations>;
  QuotaTargetKind: QuotaTargetKind;
  RankPropositionInput: RankPropositionInput;
  ResponseOption: ResolverTypeWrapper<ResponseOption>;
  ResponseOptionValue: ResolverTypeWrapper<ResponseOptionValue>;
  Rotype: Rotype;
  Route: ResolverTypeWrapper<Route>;
  RowText: ResolverTypeWrapper<RowText>;
  ScaleLabel: ResolverTypeWrapper<ScaleLabel>;
  ScaleLabelText: ResolverTypeWrapper<ScaleLabelText>;
  ScaleRange: ResolverTypeWrapper<ScaleRange>;
  SectionEntry: ResolverTypeWrapper<
    Omit<SectionEntry, 'entryItem' | 'questionLogic'> & {
      entryItem: ResolversTypes['SectionItem'];
      questionLogic: Array<ResolversTypes['LogicTerm']>;
    }
  >;
  SectionItem: ResolverTypeWrapper<
    Omit<SectionItem, 'entries'> & { entries: Array<ResolversTypes['QuestionnaireEntry']> }
  >;
  SectionLoop: ResolverTypeWrapper<SectionLoop>;
  SettingInput: SettingInput;
  SettingValue: ResolverTypeWrapper<SettingValue>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextCard: ResolverTypeWrapper<TextCard>;
  TextCardEntry: ResolverTypeWrapper<
    Omit<TextCardEntry, 'questionLogic'> & { questionLogic: Array<ResolversTypes['LogicTerm']> }
  >;
  TextCardItem: ResolverTypeWrapper<TextCardItem>;
  TextEntryState: TextEntryState;
  TranslationFile: ResolverTypeWrapper<TranslationFile>;
  TranslationFileFormat: TranslationFileFormat;
  TranslationImport: ResolverTypeWrapper<TranslationImport>;
  TranslationStatusLine: ResolverTypeWrapper<TranslationStatusLine>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AnswerQuota: AnswerQuota;
  AnswerQuotaCell: AnswerQuotaCell;
  AnswerQuotaCellInput: AnswerQuotaCellInput;
  AudienceEntry: AudienceEntry;
  AudienceQuestionItem: AudienceQuestionItem;
  AudienceResponseOption: AudienceResponseOption;
  AudienceResponseOptionProposition: AudienceResponseOptionProposition;
  AudienceResponseOptionValue: AudienceResponseOptionValue;
  Boolean: Scalars['Boolean']['output'];
  CountPropositionInput: CountPropositionInput;
  DraftQuestionnaire: Omit<DraftQuestionnaire, 'entries' | 'sectionCards'> & {
    entries: Array<ResolversParentTypes['QuestionnaireEntry']>;
    sectionCards: Array<ResolversParentTypes['QuestionnaireEntry']>;
  };
  DraftQuestionnaireRef: DraftQuestionnaireRef;
  EntryForkRef: EntryForkRef;
  EntryValidationErrors: EntryValidationErrors;
  Float: Scalars['Float']['output'];
  Fork: Fork;
  ForkBranch: ForkBranch;
  ForkEntry: Omit<ForkEntry, 'questionLogic'> & {
    questionLogic: Array<ResolversParentTypes['LogicTerm']>;
  };
  ForkItem: ForkItem;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InterviewLength: InterviewLength;
  JSON: Scalars['JSON']['output'];
  Locale: Locale;
  LocaleInput: LocaleInput;
  LogicInfoRefInput: LogicInfoRefInput;
  LogicTerm: Omit<LogicTerm, 'proposition'> & { proposition: ResolversParentTypes['Proposition'] };
  LoiTier: LoiTier;
  LoopListItem: LoopListItem;
  MaskingKey: MaskingKey;
  MaskingKeyInput: MaskingKeyInput;
  MaskingRule: MaskingRule;
  MaskingRuleInput: MaskingRuleInput;
  MatrixCountPropositionInput: MatrixCountPropositionInput;
  MatrixEntry: Omit<MatrixEntry, 'questionLogic'> & {
    questionLogic: Array<ResolversParentTypes['LogicTerm']>;
  };
  MatrixItem: MatrixItem;
  MatrixOptionsPropositionInput: MatrixOptionsPropositionInput;
  MatrixResponseOptionCountProposition: MatrixResponseOptionCountProposition;
  MatrixResponseOptionProposition: MatrixResponseOptionProposition;
  MatrixRow: MatrixRow;
  MatrixRowCountProposition: MatrixRowCountProposition;
  MatrixRowCountPropositionInput: MatrixRowCountPropositionInput;
  MatrixTitle: MatrixTitle;
  Media: Media;
  MemberSetting: MemberSetting;
  Mutation: Record<PropertyKey, never>;
  OptionsPropositionInput: OptionsPropositionInput;
  Proposition: ResolversUnionTypes<ResolversParentTypes>['Proposition'];
  PropositionInput: PropositionInput;
  PropositionRef: PropositionRef;
  Query: Record<PropertyKey, never>;
  QuestionEntry: Omit<QuestionEntry, 'questionLogic'> & {
    questionLogic: Array<ResolversParentTypes['LogicTerm']>;
  };
  QuestionItem: QuestionItem;
  QuestionResponseOptionCountProposition: QuestionResponseOptionCountProposition;
  QuestionResponseOptionProposition: QuestionResponseOptionProposition;
  QuestionResponseOptionRankProposition: QuestionResponseOptionRankProposition;
  QuestionScale: QuestionScale;
  QuestionText: QuestionText;
  QuestionnaireChange: Omit<
    QuestionnaireChange,
    'entries' | 'entry' | 'logic' | 'questionnaire'
  > & {
    entries: Array<ResolversParentTypes['QuestionnaireEntry']>;
    entry?: Maybe<ResolversParentTypes['QuestionnaireEntry']>;
    logic?: Maybe<ResolversParentTypes['LogicTerm']>;
    questionnaire: ResolversParentTypes['DraftQuestionnaire'];
  };
  QuestionnaireEntry: ResolversInterfaceTypes<ResolversParentTypes>['QuestionnaireEntry'];
  QuestionnaireTranslations: QuestionnaireTranslations;
  RankPropositionInput: RankPropositionInput;
  ResponseOption: ResponseOption;
  ResponseOptionValue: ResponseOptionValue;
  Route: Route;
  RowText: RowText;
  ScaleLabel: ScaleLabel;
  ScaleLabelText: ScaleLabelText;
  ScaleRange: ScaleRange;
  SectionEntry: Omit<SectionEntry, 'entryItem' | 'questionLogic'> & {
    entryItem: ResolversParentTypes['SectionItem'];
    questionLogic: Array<ResolversParentTypes['LogicTerm']>;
  };
  SectionItem: Omit<SectionItem, 'entries'> & {
    entries: Array<ResolversParentTypes['QuestionnaireEntry']>;
  };
  SectionLoop: SectionLoop;
  SettingInput: SettingInput;
  SettingValue: SettingValue;
  String: Scalars['String']['output'];
  TextCard: TextCard;
  TextCardEntry: Omit<TextCardEntry, 'questionLogic'> & {
    questionLogic: Array<ResolversParentTypes['LogicTerm']>;
  };
  TextCardItem: TextCardItem;
  TranslationFile: TranslationFile;
  TranslationImport: TranslationImport;
  TranslationStatusLine: TranslationStatusLine;
  ValidationError: ValidationError;
};

export type AnswerQuotaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AnswerQuota'] = ResolversParentTypes['AnswerQuota'],
> = {
  cells?: Resolver<Array<ResolversTypes['AnswerQuotaCell']>, ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AnswerQuotaCellResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AnswerQuotaCell'] =
    ResolversParentTypes['AnswerQuotaCell'],
> = {
  optionLks?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['QuotaTargetKind'], ParentType, ContextType>;
};

export type AudienceEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceEntry'] = ResolversParentTypes['AudienceEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['AudienceQuestionItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['EntryType'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
};

export type AudienceQuestionItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceQuestionItem'] =
    ResolversParentTypes['AudienceQuestionItem'],
> = {
  question?: Resolver<ResolversTypes['RowText'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionTypeCode?: Resolver<ResolversTypes['AudienceQuestionTypeCode'], ParentType, ContextType>;
  responseOptions?: Resolver<
    Array<ResolversTypes['AudienceResponseOption']>,
    ParentType,
    ContextType
  >;
  settingValues?: Resolver<Array<ResolversTypes['MemberSetting']>, ParentType, ContextType>;
};

export type AudienceResponseOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceResponseOption'] =
    ResolversParentTypes['AudienceResponseOption'],
> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qualification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseOption?: Resolver<ResolversTypes['AudienceResponseOptionValue'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
};

export type AudienceResponseOptionPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceResponseOptionProposition'] =
    ResolversParentTypes['AudienceResponseOptionProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseOptionLks?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AudienceResponseOptionValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AudienceResponseOptionValue'] =
    ResolversParentTypes['AudienceResponseOptionValue'],
> = {
  responseOptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rotype?: Resolver<ResolversTypes['Rotype'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DraftQuestionnaireResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DraftQuestionnaire'] =
    ResolversParentTypes['DraftQuestionnaire'],
> = {
  answerQuotas?: Resolver<Array<ResolversTypes['AnswerQuota']>, ParentType, ContextType>;
  audienceEntries?: Resolver<Array<ResolversTypes['AudienceEntry']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['QuestionnaireEntry']>, ParentType, ContextType>;
  interviewLength?: Resolver<ResolversTypes['InterviewLength'], ParentType, ContextType>;
  lastEntryNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sectionCards?: Resolver<Array<ResolversTypes['QuestionnaireEntry']>, ParentType, ContextType>;
  sectionsShown?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  validationErrors?: Resolver<
    Array<ResolversTypes['EntryValidationErrors']>,
    ParentType,
    ContextType
  >;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DraftQuestionnaireRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DraftQuestionnaireRef'] =
    ResolversParentTypes['DraftQuestionnaireRef'],
> = {
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  validationErrorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EntryForkRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EntryForkRef'] = ResolversParentTypes['EntryForkRef'],
> = {
  branchNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  forkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EntryValidationErrorsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['EntryValidationErrors'] =
    ResolversParentTypes['EntryValidationErrors'],
> = {
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entryNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ValidationError']>, ParentType, ContextType>;
  questionTypeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Fork'] = ResolversParentTypes['Fork'],
> = {
  branches?: Resolver<Array<ResolversTypes['ForkBranch']>, ParentType, ContextType>;
  forkId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ForkBranchResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ForkBranch'] = ResolversParentTypes['ForkBranch'],
> = {
  branchNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ForkEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ForkEntry'] = ResolversParentTypes['ForkEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['ForkItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['EntryType'], ParentType, ContextType>;
  forks?: Resolver<Array<ResolversTypes['EntryForkRef']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  questionLogic?: Resolver<Array<ResolversTypes['LogicTerm']>, ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ForkItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ForkItem'] = ResolversParentTypes['ForkItem'],
> = {
  fork?: Resolver<ResolversTypes['Fork'], ParentType, ContextType>;
};

export type InterviewLengthResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['InterviewLength'] =
    ResolversParentTypes['InterviewLength'],
> = {
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['LoiTier'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LocaleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Locale'] = ResolversParentTypes['Locale'],
> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogicTermResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LogicTerm'] = ResolversParentTypes['LogicTerm'],
> = {
  clauseNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  proposition?: Resolver<ResolversTypes['Proposition'], ParentType, ContextType>;
  propositionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LoiTierResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LoiTier'] = ResolversParentTypes['LoiTier'],
> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoopListItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LoopListItem'] = ResolversParentTypes['LoopListItem'],
> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MaskingKeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MaskingKey'] = ResolversParentTypes['MaskingKey'],
> = {
  matrixTitleLk?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MaskingRuleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MaskingRule'] = ResolversParentTypes['MaskingRule'],
> = {
  clause?: Resolver<ResolversTypes['MaskingClause'], ParentType, ContextType>;
  maskingKeys?: Resolver<Array<ResolversTypes['MaskingKey']>, ParentType, ContextType>;
  negated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MatrixEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixEntry'] = ResolversParentTypes['MatrixEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['MatrixItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['EntryType'], ParentType, ContextType>;
  forks?: Resolver<Array<ResolversTypes['EntryForkRef']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  questionLogic?: Resolver<Array<ResolversTypes['LogicTerm']>, ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MatrixItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixItem'] = ResolversParentTypes['MatrixItem'],
> = {
  matrixRows?: Resolver<Array<ResolversTypes['MatrixRow']>, ParentType, ContextType>;
  matrixTitle?: Resolver<ResolversTypes['MatrixTitle'], ParentType, ContextType>;
  matrixTitleLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseOptions?: Resolver<Array<ResolversTypes['ResponseOption']>, ParentType, ContextType>;
  settingValues?: Resolver<Array<ResolversTypes['SettingValue']>, ParentType, ContextType>;
};

export type MatrixResponseOptionCountPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixResponseOptionCountProposition'] =
    ResolversParentTypes['MatrixResponseOptionCountProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  matrixTitleLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MatrixResponseOptionPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixResponseOptionProposition'] =
    ResolversParentTypes['MatrixResponseOptionProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  matrixTitleLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseOptionLks?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MatrixRowResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixRow'] = ResolversParentTypes['MatrixRow'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskingRules?: Resolver<Array<ResolversTypes['MaskingRule']>, ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['RowText'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
};

export type MatrixRowCountPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixRowCountProposition'] =
    ResolversParentTypes['MatrixRowCountProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  matrixTitleLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MatrixTitleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MatrixTitle'] = ResolversParentTypes['MatrixTitle'],
> = {
  matrixTitleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleStyling?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type MediaResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media'],
> = {
  mediaName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['MediaType'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renderedMediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberSettingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MemberSetting'] = ResolversParentTypes['MemberSetting'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addFork?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddForkArgs, 'position' | 'questionnaireId'>
  >;
  addForkBranch?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddForkBranchArgs, 'forkId' | 'questionnaireId'>
  >;
  addMatrixQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddMatrixQuestionArgs, 'position' | 'questionnaireId'>
  >;
  addMatrixQuestionRow?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddMatrixQuestionRowArgs,
      'matrixTitleLk' | 'position' | 'questionnaireId'
    >
  >;
  addMatrixResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddMatrixResponseOptionArgs,
      'matrixTitleLk' | 'position' | 'questionnaireId'
    >
  >;
  addQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddQuestionArgs, 'position' | 'questionTypeCode' | 'questionnaireId'>
  >;
  addQuestionnaire?: Resolver<
    ResolversTypes['DraftQuestionnaireRef'],
    ParentType,
    ContextType,
    RequireFields<MutationAddQuestionnaireArgs, 'surveyId'>
  >;
  addQuestionnaireLanguage?: Resolver<
    ResolversTypes['QuestionnaireTranslations'],
    ParentType,
    ContextType,
    RequireFields<MutationAddQuestionnaireLanguageArgs, 'language' | 'surveyId'>
  >;
  addResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddResponseOptionArgs, 'position' | 'questionLk' | 'questionnaireId'>
  >;
  addSection?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddSectionArgs, 'name' | 'position' | 'questionnaireId'>
  >;
  addTextCard?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationAddTextCardArgs, 'position' | 'questionnaireId'>
  >;
  clearSectionLoop?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationClearSectionLoopArgs, 'number' | 'questionnaireId'>
  >;
  createOrUpdateMaskingRule?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationCreateOrUpdateMaskingRuleArgs,
      'maskingRules' | 'questionLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  createOrUpdateMatrixColumnMaskingRule?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationCreateOrUpdateMatrixColumnMaskingRuleArgs,
      'maskingRules' | 'matrixTitleLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  createOrUpdateMatrixRowMaskingRule?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationCreateOrUpdateMatrixRowMaskingRuleArgs,
      'maskingRules' | 'matrixTitleLk' | 'questionLk' | 'questionnaireId'
    >
  >;
  deleteSection?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteSectionArgs, 'keepCards' | 'number' | 'questionnaireId'>
  >;
  detachMatrixQuestionRow?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationDetachMatrixQuestionRowArgs,
      'matrixTitleLk' | 'questionLk' | 'questionnaireId'
    >
  >;
  detachMatrixResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationDetachMatrixResponseOptionArgs,
      'matrixTitleLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  detachQuestionnaireEntry?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationDetachQuestionnaireEntryArgs, 'number' | 'questionnaireId'>
  >;
  detachResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationDetachResponseOptionArgs,
      'questionLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  duplicateMatrixQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationDuplicateMatrixQuestionArgs,
      'matrixTitleLk' | 'position' | 'questionnaireId'
    >
  >;
  duplicateQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationDuplicateQuestionArgs, 'position' | 'questionLk' | 'questionnaireId'>
  >;
  duplicateQuestionnaire?: Resolver<
    ResolversTypes['DraftQuestionnaireRef'],
    ParentType,
    ContextType,
    RequireFields<MutationDuplicateQuestionnaireArgs, 'accountMarkup' | 'newSurveyId' | 'surveyId'>
  >;
  duplicateTextCard?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationDuplicateTextCardArgs, 'position' | 'questionnaireId' | 'textCardLk'>
  >;
  emptyMatrixQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationEmptyMatrixQuestionArgs, 'matrixTitleLk' | 'questionnaireId'>
  >;
  emptyQuestionCard?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationEmptyQuestionCardArgs, 'questionLk' | 'questionnaireId'>
  >;
  equaliseForkBranches?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationEqualiseForkBranchesArgs, 'forkId' | 'questionnaireId'>
  >;
  importQuestionnaireEntries?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationImportQuestionnaireEntriesArgs,
      'entryNumbers' | 'position' | 'questionnaireId' | 'sourceQuestionnaireId'
    >
  >;
  importTranslations?: Resolver<
    ResolversTypes['TranslationImport'],
    ParentType,
    ContextType,
    RequireFields<MutationImportTranslationsArgs, 'base64' | 'format' | 'language' | 'surveyId'>
  >;
  moveEntryToSection?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveEntryToSectionArgs, 'number' | 'questionnaireId' | 'toPosition'>
  >;
  moveMatrixQuestionRow?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationMoveMatrixQuestionRowArgs,
      'matrixTitleLk' | 'questionLk' | 'questionnaireId' | 'toPosition'
    >
  >;
  moveMatrixResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationMoveMatrixResponseOptionArgs,
      'matrixTitleLk' | 'questionnaireId' | 'responseOptionLk' | 'toPosition'
    >
  >;
  moveQuestionnaireEntry?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveQuestionnaireEntryArgs, 'number' | 'questionnaireId' | 'toPosition'>
  >;
  moveResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationMoveResponseOptionArgs,
      'questionLk' | 'questionnaireId' | 'responseOptionLk' | 'toPosition'
    >
  >;
  pasteInMatrixResponses?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPasteInMatrixResponsesArgs,
      'matrixTitleLk' | 'position' | 'questionnaireId' | 'responseOptions'
    >
  >;
  pasteInMatrixRows?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPasteInMatrixRowsArgs,
      'matrixTitleLk' | 'position' | 'questionnaireId' | 'rows'
    >
  >;
  pasteInResponses?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPasteInResponsesArgs,
      'position' | 'questionLk' | 'questionnaireId' | 'responseOptions'
    >
  >;
  pasteInTitle?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPasteInTitleArgs,
      'questionLk' | 'questionnaireId' | 'responseOptions' | 'text'
    >
  >;
  pinOrUnpinMatrixResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPinOrUnpinMatrixResponseOptionArgs,
      'matrixTitleLk' | 'pinned' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  pinOrUnpinMatrixRow?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPinOrUnpinMatrixRowArgs,
      'matrixTitleLk' | 'pinned' | 'questionLk' | 'questionnaireId'
    >
  >;
  pinOrUnpinResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationPinOrUnpinResponseOptionArgs,
      'pinned' | 'questionLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  relocaliseQuestionnaire?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRelocaliseQuestionnaireArgs, 'newLocale' | 'surveyId'>
  >;
  removeForkBranch?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveForkBranchArgs, 'branchNumber' | 'forkId' | 'questionnaireId'>
  >;
  removeMatrixLogic?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveMatrixLogicArgs, 'matrixTitleLk' | 'questionnaireId'>
  >;
  removeMatrixRowMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveMatrixRowMediaArgs,
      'matrixTitleLk' | 'questionLk' | 'questionnaireId'
    >
  >;
  removeQuestionLogic?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveQuestionLogicArgs, 'questionLk' | 'questionnaireId'>
  >;
  removeQuestionMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveQuestionMediaArgs, 'questionLk' | 'questionnaireId'>
  >;
  removeQuestionnaireEntryForkBranch?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveQuestionnaireEntryForkBranchArgs,
      'branchNumber' | 'forkId' | 'number' | 'questionnaireId'
    >
  >;
  removeQuestionnaireLanguage?: Resolver<
    ResolversTypes['QuestionnaireTranslations'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveQuestionnaireLanguageArgs, 'language' | 'surveyId'>
  >;
  removeQuestionnaireMatrixSettingValue?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveQuestionnaireMatrixSettingValueArgs,
      'matrixTitleLk' | 'questionSettingCode' | 'questionnaireId'
    >
  >;
  removeQuestionnaireSettingValue?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveQuestionnaireSettingValueArgs,
      'questionLk' | 'questionSettingCode' | 'questionnaireId'
    >
  >;
  removeResponseOptionMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveResponseOptionMediaArgs,
      'questionLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  removeRoute?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveRouteArgs, 'questionLk' | 'questionnaireId' | 'responseOptionLk'>
  >;
  removeTextCardMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveTextCardMediaArgs, 'questionnaireId' | 'textCardLk'>
  >;
  removeTextCardQuestionLogic?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveTextCardQuestionLogicArgs, 'questionnaireId' | 'textCardLk'>
  >;
  renameSection?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationRenameSectionArgs, 'name' | 'number' | 'questionnaireId'>
  >;
  setExclusiveMatrixRow?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetExclusiveMatrixRowArgs,
      'exclusive' | 'matrixTitleLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  setMatrixLogic?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetMatrixLogicArgs, 'matrixTitleLk' | 'proposition' | 'questionnaireId'>
  >;
  setMatrixRowMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetMatrixRowMediaArgs,
      'matrixTitleLk' | 'mediaName' | 'mediaType' | 'mediaUrl' | 'questionLk' | 'questionnaireId'
    >
  >;
  setQuestionLogic?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetQuestionLogicArgs, 'proposition' | 'questionLk' | 'questionnaireId'>
  >;
  setQuestionMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetQuestionMediaArgs,
      'mediaName' | 'mediaType' | 'mediaUrl' | 'questionLk' | 'questionnaireId'
    >
  >;
  setQuestionQuota?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetQuestionQuotaArgs, 'cells' | 'questionLk' | 'questionnaireId'>
  >;
  setQuestionScale?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetQuestionScaleArgs,
      'max' | 'min' | 'questionLk' | 'questionnaireId' | 'startingPosition' | 'step'
    >
  >;
  setQuestionScaleLabel?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetQuestionScaleLabelArgs,
      'labelText' | 'position' | 'questionLk' | 'questionnaireId'
    >
  >;
  setQuestionnaireEntryForkBranch?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetQuestionnaireEntryForkBranchArgs,
      'branchNumber' | 'forkId' | 'number' | 'questionnaireId'
    >
  >;
  setQuestionnaireMatrixSettingValue?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetQuestionnaireMatrixSettingValueArgs,
      'matrixTitleLk' | 'questionnaireId' | 'setting'
    >
  >;
  setQuestionnaireSettingValue?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetQuestionnaireSettingValueArgs,
      'questionLk' | 'questionnaireId' | 'setting'
    >
  >;
  setQuestionnaireTranslation?: Resolver<
    ResolversTypes['QuestionnaireTranslations'],
    ParentType,
    ContextType,
    RequireFields<MutationSetQuestionnaireTranslationArgs, 'key' | 'language' | 'surveyId' | 'text'>
  >;
  setResponseOptionMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetResponseOptionMediaArgs,
      'mediaName' | 'mediaType' | 'mediaUrl' | 'questionLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  setRoExclusive?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetRoExclusiveArgs,
      'exclusive' | 'questionLk' | 'questionnaireId' | 'responseOptionLk'
    >
  >;
  setRoTextEntryState?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetRoTextEntryStateArgs,
      'questionLk' | 'questionnaireId' | 'responseOptionLk' | 'textEntryState'
    >
  >;
  setRoute?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetRouteArgs,
      'questionLk' | 'questionnaireId' | 'responseOptionLk' | 'targetNumber'
    >
  >;
  setSectionLoop?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetSectionLoopArgs,
      'maxIterations' | 'number' | 'questionnaireId' | 'randomOrder'
    >
  >;
  setSectionRotation?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetSectionRotationArgs,
      'number' | 'pinnedCards' | 'questionnaireId' | 'randomiseCards' | 'rotate'
    >
  >;
  setSectionsShown?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationSetSectionsShownArgs, 'questionnaireId'>
  >;
  setTextCardMedia?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetTextCardMediaArgs,
      'mediaName' | 'mediaType' | 'mediaUrl' | 'questionnaireId' | 'textCardLk'
    >
  >;
  setTextCardQuestionLogic?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetTextCardQuestionLogicArgs,
      'proposition' | 'questionnaireId' | 'textCardLk'
    >
  >;
  updateFork?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateForkArgs, 'forkId' | 'name' | 'questionnaireId'>
  >;
  updateForkBranch?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateForkBranchArgs,
      'branchNumber' | 'forkId' | 'percentage' | 'questionnaireId'
    >
  >;
  updateMatrixQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateMatrixQuestionArgs, 'matrixTitleLk' | 'questionnaireId' | 'title'>
  >;
  updateMatrixQuestionRow?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateMatrixQuestionRowArgs,
      'matrixTitleLk' | 'questionLk' | 'questionnaireId' | 'text'
    >
  >;
  updateMatrixResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateMatrixResponseOptionArgs,
      'matrixTitleLk' | 'questionnaireId' | 'responseOptionLk' | 'responseOptionValue'
    >
  >;
  updateQuestion?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateQuestionArgs,
      'questionLk' | 'questionTypeCode' | 'questionnaireId' | 'text'
    >
  >;
  updateResponseOption?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateResponseOptionArgs,
      'questionLk' | 'questionnaireId' | 'responseOptionLk' | 'responseOptionValue'
    >
  >;
  updateTextCard?: Resolver<
    ResolversTypes['QuestionnaireChange'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTextCardArgs, 'questionnaireId' | 'textCardLk'>
  >;
};

export type PropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Proposition'] = ResolversParentTypes['Proposition'],
> = {
  __resolveType: TypeResolveFn<
    | 'AudienceResponseOptionProposition'
    | 'MatrixResponseOptionCountProposition'
    | 'MatrixResponseOptionProposition'
    | 'MatrixRowCountProposition'
    | 'QuestionResponseOptionCountProposition'
    | 'QuestionResponseOptionProposition'
    | 'QuestionResponseOptionRankProposition',
    ParentType,
    ContextType
  >;
};

export type PropositionRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PropositionRef'] =
    ResolversParentTypes['PropositionRef'],
> = {
  clauseNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propositionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  draftQuestionnaire?: Resolver<
    ResolversTypes['DraftQuestionnaire'],
    ParentType,
    ContextType,
    RequireFields<QueryDraftQuestionnaireArgs, 'surveyId'>
  >;
  draftQuestionnaireSummary?: Resolver<
    Maybe<ResolversTypes['DraftQuestionnaireRef']>,
    ParentType,
    ContextType,
    RequireFields<QueryDraftQuestionnaireSummaryArgs, 'surveyId'>
  >;
  exportTranslations?: Resolver<
    ResolversTypes['TranslationFile'],
    ParentType,
    ContextType,
    RequireFields<QueryExportTranslationsArgs, 'format' | 'language' | 'surveyId'>
  >;
  questionnaireTranslations?: Resolver<
    ResolversTypes['QuestionnaireTranslations'],
    ParentType,
    ContextType,
    RequireFields<QueryQuestionnaireTranslationsArgs, 'surveyId'>
  >;
  translationStatus?: Resolver<
    Array<ResolversTypes['TranslationStatusLine']>,
    ParentType,
    ContextType,
    RequireFields<QueryTranslationStatusArgs, 'language' | 'surveyId'>
  >;
};

export type QuestionEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionEntry'] = ResolversParentTypes['QuestionEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['QuestionItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['EntryType'], ParentType, ContextType>;
  forks?: Resolver<Array<ResolversTypes['EntryForkRef']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  questionLogic?: Resolver<Array<ResolversTypes['LogicTerm']>, ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuestionItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionItem'] = ResolversParentTypes['QuestionItem'],
> = {
  question?: Resolver<ResolversTypes['QuestionText'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  questionScale?: Resolver<Maybe<ResolversTypes['QuestionScale']>, ParentType, ContextType>;
  questionTypeCode?: Resolver<ResolversTypes['QuestionTypeCode'], ParentType, ContextType>;
  responseOptions?: Resolver<Array<ResolversTypes['ResponseOption']>, ParentType, ContextType>;
  settingValues?: Resolver<Array<ResolversTypes['SettingValue']>, ParentType, ContextType>;
};

export type QuestionResponseOptionCountPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionResponseOptionCountProposition'] =
    ResolversParentTypes['QuestionResponseOptionCountProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuestionResponseOptionPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionResponseOptionProposition'] =
    ResolversParentTypes['QuestionResponseOptionProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseOptionLks?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuestionResponseOptionRankPropositionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionResponseOptionRankProposition'] =
    ResolversParentTypes['QuestionResponseOptionRankProposition'],
> = {
  kind?: Resolver<ResolversTypes['PropositionKind'], ParentType, ContextType>;
  questionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuestionScaleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionScale'] = ResolversParentTypes['QuestionScale'],
> = {
  labels?: Resolver<Array<ResolversTypes['ScaleLabel']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ScaleRange'], ParentType, ContextType>;
};

export type QuestionTextResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionText'] = ResolversParentTypes['QuestionText'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textStyling?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type QuestionnaireChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionnaireChange'] =
    ResolversParentTypes['QuestionnaireChange'],
> = {
  appliedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['QuestionnaireEntry']>, ParentType, ContextType>;
  entry?: Resolver<Maybe<ResolversTypes['QuestionnaireEntry']>, ParentType, ContextType>;
  logic?: Resolver<Maybe<ResolversTypes['LogicTerm']>, ParentType, ContextType>;
  matrixRow?: Resolver<Maybe<ResolversTypes['MatrixRow']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  propositionRef?: Resolver<Maybe<ResolversTypes['PropositionRef']>, ParentType, ContextType>;
  questionnaire?: Resolver<ResolversTypes['DraftQuestionnaire'], ParentType, ContextType>;
  questionnaireId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseOption?: Resolver<Maybe<ResolversTypes['ResponseOption']>, ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuestionnaireEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionnaireEntry'] =
    ResolversParentTypes['QuestionnaireEntry'],
> = {
  __resolveType: TypeResolveFn<
    'ForkEntry' | 'MatrixEntry' | 'QuestionEntry' | 'SectionEntry' | 'TextCardEntry',
    ParentType,
    ContextType
  >;
};

export type QuestionnaireTranslationsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QuestionnaireTranslations'] =
    ResolversParentTypes['QuestionnaireTranslations'],
> = {
  baseLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  surveyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  texts?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResponseOptionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ResponseOption'] =
    ResolversParentTypes['ResponseOption'],
> = {
  exclusive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maskingRules?: Resolver<Array<ResolversTypes['MaskingRule']>, ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseOption?: Resolver<ResolversTypes['ResponseOptionValue'], ParentType, ContextType>;
  responseOptionLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
  textEntryState?: Resolver<ResolversTypes['TextEntryState'], ParentType, ContextType>;
};

export type ResponseOptionValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ResponseOptionValue'] =
    ResolversParentTypes['ResponseOptionValue'],
> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseOptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rotype?: Resolver<ResolversTypes['Rotype'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RouteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Route'] = ResolversParentTypes['Route'],
> = {
  targetNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RowTextResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RowText'] = ResolversParentTypes['RowText'],
> = {
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScaleLabelResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ScaleLabel'] = ResolversParentTypes['ScaleLabel'],
> = {
  label?: Resolver<ResolversTypes['ScaleLabelText'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScaleLabelTextResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ScaleLabelText'] =
    ResolversParentTypes['ScaleLabelText'],
> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScaleRangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ScaleRange'] = ResolversParentTypes['ScaleRange'],
> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startingPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SectionEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SectionEntry'] = ResolversParentTypes['SectionEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['SectionItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['EntryType'], ParentType, ContextType>;
  forks?: Resolver<Array<ResolversTypes['EntryForkRef']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  questionLogic?: Resolver<Array<ResolversTypes['LogicTerm']>, ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SectionItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SectionItem'] = ResolversParentTypes['SectionItem'],
> = {
  entries?: Resolver<Array<ResolversTypes['QuestionnaireEntry']>, ParentType, ContextType>;
  loop?: Resolver<Maybe<ResolversTypes['SectionLoop']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinnedCards?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  randomiseCards?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rotate?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SectionLoopResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SectionLoop'] = ResolversParentTypes['SectionLoop'],
> = {
  items?: Resolver<Maybe<Array<ResolversTypes['LoopListItem']>>, ParentType, ContextType>;
  maxIterations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  randomOrder?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sourceQuestionLk?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SettingValueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SettingValue'] = ResolversParentTypes['SettingValue'],
> = {
  code?: Resolver<ResolversTypes['QuestionSettingCode'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextCardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TextCard'] = ResolversParentTypes['TextCard'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textCardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleStyling?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type TextCardEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TextCardEntry'] = ResolversParentTypes['TextCardEntry'],
> = {
  contextPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryItem?: Resolver<ResolversTypes['TextCardItem'], ParentType, ContextType>;
  entryType?: Resolver<ResolversTypes['EntryType'], ParentType, ContextType>;
  forks?: Resolver<Array<ResolversTypes['EntryForkRef']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionKind?: Resolver<ResolversTypes['QuestionKind'], ParentType, ContextType>;
  questionLogic?: Resolver<Array<ResolversTypes['LogicTerm']>, ParentType, ContextType>;
  sinceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextCardItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TextCardItem'] = ResolversParentTypes['TextCardItem'],
> = {
  questionMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  textCard?: Resolver<ResolversTypes['TextCard'], ParentType, ContextType>;
  textCardLk?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TranslationFileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TranslationFile'] =
    ResolversParentTypes['TranslationFile'],
> = {
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranslationImportResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TranslationImport'] =
    ResolversParentTypes['TranslationImport'],
> = {
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  translations?: Resolver<ResolversTypes['QuestionnaireTranslations'], ParentType, ContextType>;
};

export type TranslationStatusLineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TranslationStatusLine'] =
    ResolversParentTypes['TranslationStatusLine'],
> = {
  base?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  card?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  where?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ValidationErrorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ValidationError'] =
    ResolversParentTypes['ValidationError'],
> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AnswerQuota?: AnswerQuotaResolvers<ContextType>;
  AnswerQuotaCell?: AnswerQuotaCellResolvers<ContextType>;
  AudienceEntry?: AudienceEntryResolvers<ContextType>;
  AudienceQuestionItem?: AudienceQuestionItemResolvers<ContextType>;
  AudienceResponseOption?: AudienceResponseOptionResolvers<ContextType>;
  AudienceResponseOptionProposition?: AudienceResponseOptionPropositionResolvers<ContextType>;
  AudienceResponseOptionValue?: AudienceResponseOptionValueResolvers<ContextType>;
  DraftQuestionnaire?: DraftQuestionnaireResolvers<ContextType>;
  DraftQuestionnaireRef?: DraftQuestionnaireRefResolvers<ContextType>;
  EntryForkRef?: EntryForkRefResolvers<ContextType>;
  EntryValidationErrors?: EntryValidationErrorsResolvers<ContextType>;
  Fork?: ForkResolvers<ContextType>;
  ForkBranch?: ForkBranchResolvers<ContextType>;
  ForkEntry?: ForkEntryResolvers<ContextType>;
  ForkItem?: ForkItemResolvers<ContextType>;
  InterviewLength?: InterviewLengthResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Locale?: LocaleResolvers<ContextType>;
  LogicTerm?: LogicTermResolvers<ContextType>;
  LoiTier?: LoiTierResolvers<ContextType>;
  LoopListItem?: LoopListItemResolvers<ContextType>;
  MaskingKey?: MaskingKeyResolvers<ContextType>;
  MaskingRule?: MaskingRuleResolvers<ContextType>;
  MatrixEntry?: MatrixEntryResolvers<ContextType>;
  MatrixItem?: MatrixItemResolvers<ContextType>;
  MatrixResponseOptionCountProposition?: MatrixResponseOptionCountPropositionResolvers<ContextType>;
  MatrixResponseOptionProposition?: MatrixResponseOptionPropositionResolvers<ContextType>;
  MatrixRow?: MatrixRowResolvers<ContextType>;
  MatrixRowCountProposition?: MatrixRowCountPropositionResolvers<ContextType>;
  MatrixTitle?: MatrixTitleResolvers<ContextType>;
  Media?: MediaResolvers<ContextType>;
  MemberSetting?: MemberSettingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Proposition?: PropositionResolvers<ContextType>;
  PropositionRef?: PropositionRefResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionEntry?: QuestionEntryResolvers<ContextType>;
  QuestionItem?: QuestionItemResolvers<ContextType>;
  QuestionResponseOptionCountProposition?: QuestionResponseOptionCountPropositionResolvers<ContextType>;
  QuestionResponseOptionProposition?: QuestionResponseOptionPropositionResolvers<ContextType>;
  QuestionResponseOptionRankProposition?: QuestionResponseOptionRankPropositionResolvers<ContextType>;
  QuestionScale?: QuestionScaleResolvers<ContextType>;
  QuestionText?: QuestionTextResolvers<ContextType>;
  QuestionnaireChange?: QuestionnaireChangeResolvers<ContextType>;
  QuestionnaireEntry?: QuestionnaireEntryResolvers<ContextType>;
  QuestionnaireTranslations?: QuestionnaireTranslationsResolvers<ContextType>;
  ResponseOption?: ResponseOptionResolvers<ContextType>;
  ResponseOptionValue?: ResponseOptionValueResolvers<ContextType>;
  Route?: RouteResolvers<ContextType>;
  RowText?: RowTextResolvers<ContextType>;
  ScaleLabel?: ScaleLabelResolvers<ContextType>;
  ScaleLabelText?: ScaleLabelTextResolvers<ContextType>;
  ScaleRange?: ScaleRangeResolvers<ContextType>;
  SectionEntry?: SectionEntryResolvers<ContextType>;
  SectionItem?: SectionItemResolvers<ContextType>;
  SectionLoop?: SectionLoopResolvers<ContextType>;
  SettingValue?: SettingValueResolvers<ContextType>;
  TextCard?: TextCardResolvers<ContextType>;
  TextCardEntry?: TextCardEntryResolvers<ContextType>;
  TextCardItem?: TextCardItemResolvers<ContextType>;
  TranslationFile?: TranslationFileResolvers<ContextType>;
  TranslationImport?: TranslationImportResolvers<ContextType>;
  TranslationStatusLine?: TranslationStatusLineResolvers<ContextType>;
  ValidationError?: ValidationErrorResolvers<ContextType>;
};
