/**
 * The draft questionnaire document (spec 2 §3 "Draft questionnaire"). Plain, serialisable objects:
 * stored as JSONB and sent over GraphQL. Field names follow the spec so that presenters stay thin.
 */
import type { EntryForkRef, LogicTerm, MaskingRule } from './logicModel.ts';
import type { RichDoc } from './richDoc.ts';
import type { SettingValue } from './settings.ts';

import type { Id, IsoDateTime } from './primitives.ts';

export type { Id, IsoDateTime };
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** Title styling as stored: always sanitised on write (richText.ts `sanitiseStyling`). */
export type RichText = RichDoc;

export interface Locale {
  language: string;
  country: string;
}

export type MediaType = 'image' | 'video';

export interface Media {
  mediaName: string;
  mediaUrl: string;
  mediaType: MediaType;
  renderedMediaUrl: string | null;
}

export type Rotype = 'double' | 'int' | 'link' | 'string';
export type TextEntryState = 'enabled' | 'disabled';

/** Skip route: go to the entry with this number, or END_OF_SURVEY_TARGET. */
export interface Route {
  targetNumber: number;
}

export interface ResponseOption {
  responseOptionLk: Id;
  position: number;
  pinned: boolean;
  exclusive: boolean;
  textEntryState: TextEntryState;
  route: Route | null;
  maskingRules: MaskingRule[];
  media: Media | null;
  responseOption: {
    responseOptionId: Id;
    value: string;
    rotype: Rotype;
    createdDate: IsoDateTime;
  };
}

export interface MatrixRow {
  questionLk: Id;
  question: { questionId: Id; text: string };
  position: number;
  createdDate: IsoDateTime;
  pinned: boolean;
  maskingRules: MaskingRule[];
  questionMedia: Media | null;
}

/** Scale label positions: 0 left, 1 middle, 2 right. */
export interface ScaleLabel {
  label: { text: string; language: string; country: string };
  position: number;
}

export interface QuestionScale {
  range: { min: number; max: number; step: number; startingPosition: number };
  labels: ScaleLabel[];
}

export type QuestionTypeCode = 'Basic' | 'Ranked' | 'Scale' | 'FreeText';
export type AudienceQuestionTypeCode = 'StandardAudience' | 'CustomAudience';

export interface QuestionItem {
  questionLk: Id;
  questionTypeCode: QuestionTypeCode;
  question: {
    questionId: Id;
    text: string;
    textStyling: RichText | null;
    createdDate: IsoDateTime;
  };
  questionMedia: Media | null;
  questionScale: QuestionScale | null;
  responseOptions: ResponseOption[];
  settingValues: SettingValue[];
}

export interface MatrixItem {
  matrixTitleLk: Id;
  matrixTitle: { matrixTitleId: Id; title: string; titleStyling: RichText | null };
  matrixRows: MatrixRow[];
  /** The matrix columns. */
  responseOptions: ResponseOption[];
  settingValues: SettingValue[];
}

export interface TextCardItem {
  textCardLk: Id;
  textCard: {
    textCardId: Id;
    title: string;
    titleStyling: RichText | null;
    subtitle: string;
    body: string;
  };
  questionMedia: Media | null;
}

export interface ForkBranch {
  branchNumber: number;
  /** 'A', 'B', 'C' by order. */
  label: string;
  /** Percent of respondents, 0..100, at most 3 decimals. */
  percentage: number;
}

export interface ForkItem {
  fork: { forkId: Id; name: string; branches: ForkBranch[] };
}

export interface SectionItem {
  sectionId: Id;
  name: string;
  /** Questions, matrices and text cards only (a section holds no section and no fork). */
  entries: Entry[];
  /**
   * Issue 38 §1: the section is in the survey's rotating group (its place among the group's
   * sections is drawn per respondent, and k of n may be shown: `Questionnaire.sectionsShown`).
   * Absent means false (drafts from before issue 38).
   */
  rotate?: boolean;
  /** The section's cards are shown in a random order per respondent; absent means false. */
  randomiseCards?: boolean;
  /** Entry numbers of the section's cards that keep their place when the cards are randomised. */
  pinnedCards?: number[];
  /** Issue 38 §2: the section is repeated once per loop item; absent means no loop. */
  loop?: SectionLoop;
}

/** One item of a fixed loop list: a stable id (answers are stored per item) and its text. */
export interface LoopListItem {
  itemId: Id;
  text: string;
}

/**
 * Issue 38 §2: what a section loops over. Exactly one source: the options a respondent chose in an
 * earlier multi select (`sourceQuestionLk`), or a fixed list the researcher typed (`items`).
 */
export interface SectionLoop {
  sourceQuestionLk?: Id;
  items?: LoopListItem[];
  /** At most this many iterations (1..MAX_LOOP_ITERATIONS). */
  maxIterations: number;
  /** The items are shown in an order drawn per respondent; absent means the listed order. */
  randomOrder?: boolean;
}

export type EntryType = 'question' | 'matrix' | 'textCard' | 'fork' | 'section';

interface EntryBase {
  /** Stable number of the entry (routes, forks and the API address entries by it). */
  number: number;
  /** 0-based index within its list. */
  position: number;
  /** 0-based display index among entries of the same kind (question and matrix share one). */
  contextPosition: number;
  /** Card id shown in the editor: Q{n}, T{n}, S{n}, or 'A/B' for forks. */
  label: string;
  questionKind: 'questionnaire';
  /** Fork branches this entry is shown on (combined with questionLogic by AND). */
  forks: EntryForkRef[];
  /** Display logic: AND across clause numbers, OR within one clause. */
  questionLogic: LogicTerm[];
  createdDate: IsoDateTime;
  sinceDate: IsoDateTime;
}

export interface QuestionEntry extends EntryBase {
  entryType: 'question';
  entryItem: QuestionItem;
}
export interface MatrixEntry extends EntryBase {
  entryType: 'matrix';
  entryItem: MatrixItem;
}
export interface TextCardEntry extends EntryBase {
  entryType: 'textCard';
  entryItem: TextCardItem;
}
export interface ForkEntry extends EntryBase {
  entryType: 'fork';
  entryItem: ForkItem;
}
export interface SectionEntry extends EntryBase {
  entryType: 'section';
  entryItem: SectionItem;
}

export type Entry = QuestionEntry | MatrixEntry | TextCardEntry | ForkEntry | SectionEntry;

export interface AudienceResponseOption {
  responseOptionLk: Id;
  position: number;
  qualification: boolean;
  route: Route | null;
  responseOption: { responseOptionId: Id; value: string; rotype: Rotype };
}

/** An audience question, copied read-only from the draft audience (labelled A{n}). */
export interface AudienceEntry {
  number: number;
  position: number;
  contextPosition: number;
  label: string;
  questionKind: 'audience';
  entryType: 'question';
  entryItem: {
    questionLk: Id;
    questionTypeCode: AudienceQuestionTypeCode;
    question: { questionId: Id; text: string };
    responseOptions: AudienceResponseOption[];
    /** Member settings, e.g. hide_survey_question = enabled. */
    settingValues: { code: string; value: string }[];
  };
}

export interface Questionnaire {
  questionnaireId: Id;
  locale: Locale;
  entries: Entry[];
  audienceEntries: AudienceEntry[];
  /** Highest entry number ever handed out; numbers are never reused. */
  lastEntryNumber: number;
  /**
   * Issue 38 §1: how many of the rotating sections each respondent sees (monadic: 1, sequential
   * monadic: k of n). Absent or null: all of them. More than there are rotating sections shows all.
   */
  sectionsShown?: number | null;
  /**
   * Issue 38 §3: quotas on answers to the questionnaire's choice questions (answerQuotas.ts).
   * Absent when there are none (drafts from before issue 38 read the same).
   */
  answerQuotas?: AnswerQuota[];
}

export type QuotaTargetKind = 'count' | 'percent';

/** One cell of a quota on an answer: options counted together, with a target. */
export interface AnswerQuotaCell {
  /** The options counted in this cell (responseOptionLk), in the question's option order. */
  optionLks: Id[];
  targetKind: QuotaTargetKind;
  /** A whole number of completes (count), or 0..100 of the survey's completes (percent). */
  target: number;
}

/** A quota on the answers to one single or multiple choice question. */
export interface AnswerQuota {
  questionLk: Id;
  cells: AnswerQuotaCell[];
}
