/**
 * The results service's wire contract (spec 3 §3 "Quota result", "Result (chart) entry", "Filter";
 * §7 "REST, results service"), shared by the server that answers and the results page that reads.
 * Types only: the server validates requests with its own zod schemas at the edge.
 *
 * Identifiers are the ones respondents' answers carry (`respondent/answers.ts`), so that a filter
 * names exactly what was stored:
 * - an audience question: its key (standard: the criterion code; custom: the questionLk);
 * - a questionnaire question: its questionLk; a matrix: its matrixTitleLk, its rows their questionLk;
 * - an option or a matrix column: its responseOptionLk (audience: the option key), or
 *   `default:{code}` for the default options (Don't know, Prefer not to say, None of these).
 */

/** A filter (spec 3 §3): options of one question are ORed, filters of different questions ANDed. */
export interface ResponseFilter {
  /** The question's id; for a matrix, the row's id. */
  questionId: string;
  /** The matrix's id when `questionId` is one of its rows, otherwise null. */
  matrixTitleId: string | null;
  responseOptionIds: string[];
}

/** POST /v2/survey-results/api/v1.0/summary */
export interface SummaryRequest {
  surveyId: string;
  responseFilters: ResponseFilter[];
  /** Counts as sums of raking weights (issue 26 §2); default false. */
  weighted?: boolean;
  /**
   * Issue 37 §3: 'all' reads every market of the survey's multi-market project together (the
   * results routes only); absent, this survey alone.
   */
  markets?: 'all';
}

export type ResultQuestionType = 'basic' | 'matrix' | 'ranked' | 'scale' | 'text';
export type ResultQuestionKind = 'Audience' | 'Questionnaire';

/** A count in a row: 'Selected' for a choice option, a column of a matrix row, a rank, a bin. */
export interface ResultRowItem {
  id: string;
  text: string;
  /** Completes counted here, all of them. */
  completes: number;
  /** The same count among the completes that match the filters. */
  completesFiltered: number;
}

/**
 * A row of a result entry:
 * - basic: one row per option (default options last), one item `{id: 'selected', text: 'Selected'}`;
 * - matrix: one row per matrix row, one item per column;
 * - ranked: one row per option, one item per rank (`rank:1`, text 'Ranked 1st', …); a default option
 *   answered instead of a ranking has the single item 'selected';
 * - scale: one row per bin of the slider's range (text '0–4', or the value when a bin is one value),
 *   one item 'selected';
 * - text: no rows (the answers are listed by the texts call).
 */
export interface ResultRow {
  id: string;
  text: string;
  position: number;
  rowItems: ResultRowItem[];
  /**
   * The option's or matrix row's image or video as the respondent saw it (added to spec 3's row;
   * absent when it has none).
   */
  media?: ResultMedia;
}

/** An option's or matrix row's media on a result card: the raw address (images take =s0 / =s64). */
export interface ResultMedia {
  mediaUrl: string;
  mediaType: 'image' | 'video';
}

/** The mean of a slider's answers, all and filtered (null when nobody answered). */
export interface ScaleSummary {
  min: number;
  max: number;
  step: number;
  mean: number | null;
  meanFiltered: number | null;
}

/** One chart card's data (spec 3 §3 "Result (chart) entry"). */
export interface ResultEntry {
  id: string;
  /** 'A{n}' for audience questions, 'Q{n}' for questionnaire questions (the filter search ids). */
  label: string;
  entryType: 'question' | 'matrix';
  questionType: ResultQuestionType;
  questionKind: ResultQuestionKind;
  isMultipleChoice: boolean;
  text: string;
  /** The title's rich text (ProseMirror JSON) when it has styling, otherwise null. */
  textStyling: unknown;
  mediaUrl: string | null;
  mediaType: string | null;
  hasRandomisedOptions: boolean;
  /** Position among the survey's result entries (audience first), 0-based. */
  contextPosition: number;
  /** Position of the entry in its questionnaire (or audience), 0-based. */
  entryPosition: number;
  /** Completes who answered this entry (routing and display logic let some skip it). */
  samplesCollected: number;
  /** The same among the completes that match the filters. */
  samplesCollectedFiltered: number;
  rows: ResultRow[];
  /** Sliders only. */
  scale: ScaleSummary | null;
  /** Issue 38 §2: a looped card across its items counts iterations, not respondents. */
  base?: IterationBase;
}

/** The base of a looped card across its items: `samplesCollected` counts iterations. */
export interface IterationBase {
  unit: 'iterations';
  /** Respondents the iterations came from (all, and among the filtered iterations). */
  respondents: number;
  respondentsFiltered: number;
}

/** What weighting did to a result (absent on a survey without quotas: nothing to weight to). */
export interface WeightingInfo {
  /** Weights were applied to the counts of this answer. */
  applied: boolean;
  /** The survey has margins to weight to (quota targets); false disables the switch. */
  available: boolean;
  /** Kish efficiency (sum w)^2 / (n * sum w^2), 0..1; null when not applied. */
  efficiency: number | null;
  /** Effective base of all included completes, (sum w)^2 / sum w^2; null when not applied. */
  effectiveBase: number | null;
  /** Why weighting is unavailable or did not converge, for the researcher; else null. */
  note: string | null;
}

export interface SummaryResponse {
  surveyId: string;
  /** Completes of the survey, all and matching the filters. */
  samplesCollected: number;
  samplesCollectedFiltered: number;
  results: ResultEntry[];
  /** What weighting did: every count above is a sum of weights when `applied`. */
  weighting: WeightingInfo;
}

/** POST /v2/survey-results/api/v1.0/texts: the free-text answers of one text question. */
export interface TextAnswersRequest {
  surveyId: string;
  questionId: string;
  responseFilters: ResponseFilter[];
  /** Case-insensitive substring; empty for all. */
  search: string;
  offset: number;
  /** At most 100. */
  limit: number;
  /**
   * Issue 37 §3: 'all' reads every market of the survey's multi-market project together (the
   * results routes only); absent, this survey alone.
   */
  markets?: 'all';
}

export interface TextAnswersResponse {
  /** Answers matching filters and search. */
  total: number;
  /** Newest complete first. */
  items: { text: string; completedAt: string }[];
}

/** Progress of one quota option (spec 3 §3 "Quota result"). */
export interface QuotaProgress {
  /** samplesCollected / samplesWanted (0 when nothing is wanted), not capped. */
  progress: number;
  samplesCollected: number;
  samplesWanted: number;
}

export interface QuotaOptionResult {
  /** The option's id in answers and filters (added; optional for older servers). */
  id?: string;
  position: number;
  text: string;
  /** The option's share of the sample as set in the audience, 0..100. */
  quotaPercent: number;
  progress: QuotaProgress;
}

export interface QuotaResult {
  questionId: string;
  /** 'Standard' or 'Custom' (the audience member's type). */
  type: string;
  text: string;
  options: QuotaOptionResult[];
}

/** One combination of an interlock's options (a joint quota cell). */
export interface InterlockCellResult {
  /** The runner's cell key (`age=18_24&gender=female`). */
  key: string;
  /** One option id and text per interlocked question, in `questionIds` order. */
  optionIds: string[];
  optionTexts: string[];
  quotaPercent: number;
  progress: QuotaProgress;
}

/** An interlock's joint cells (added; absent from older servers). */
export interface InterlockResult {
  /** The interlocked questions (QuotaResult.questionId), in the cells' order. */
  questionIds: string[];
  texts: string[];
  cells: InterlockCellResult[];
}

/** GET /v2/survey-results/api/v1.0/quotas?surveyId= */
export interface QuotasResponse {
  surveyId: string;
  /** True when the survey's audience has quotas at all (the show-quotas toggle's rule). */
  hasQuotas: boolean;
  /** Completes of the survey. */
  samplesCollected: number;
  quotas: QuotaResult[];
  /** The same results keyed by question id. */
  quotasByQuestionId: Record<string, QuotaResult>;
  /** Interlocked quotas; an interlocked question's options above show its cells' sums. */
  interlocks?: InterlockResult[];
  /** Issue 38 §3: quotas on answers in the survey (added; absent when there are none). */
  answerQuotas?: AnswerQuotaResult[];
}

/** One cell of a quota on an answer: its options, its target as set, and its state. */
export interface AnswerQuotaCellResult {
  /** The runner's cell key (`answer:{questionLk}={optionLk}|...`). */
  key: string;
  optionIds: string[];
  optionTexts: string[];
  /** As the researcher set it: a count of completes, or a percent of the survey's completes. */
  targetKind: 'count' | 'percent';
  target: number;
  /** True once the cell's completes reached its target: respondents giving its answers end. */
  full: boolean;
  progress: QuotaProgress;
}

/** A quota on a single or multiple choice question of the questionnaire. */
export interface AnswerQuotaResult {
  /** The question's questionLk (its id in answers and filters). */
  questionId: string;
  /** Its card label (Q3). */
  label: string;
  text: string;
  cells: AnswerQuotaCellResult[];
}
