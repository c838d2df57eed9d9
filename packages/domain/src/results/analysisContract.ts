/**
 * The wire contract of analysis in the product (issue 26): crosstabs with significance, weighted
 * results, data-quality flags and exclusions, open-text themes. Types only, shared by the server
 * that answers and the results page that reads; the server checks requests with zod at the edge.
 * Routes sit beside the results service's (`/v2/survey-results/api/v1.0/...`).
 *
 * Rules common to every call:
 * - Excluded completes (data quality) count nowhere in analysis: summary, texts, crosstabs,
 *   themes, quotas' result cards and every export. They still count as collected and paid in the
 *   fieldwork header and progress (the panel delivered them).
 * - `weighted: true` applies the raking weights (quota targets as margins, `analysis/weights.ts`)
 *   computed over the included completes; counts become sums of weights (not whole numbers).
 */
import type { ResponseFilter, WeightingInfo } from './contract.ts';

/** Defined beside the summary it is part of (contract.ts), to keep the two files acyclic. */
export type { WeightingInfo } from './contract.ts';

/** A question used as a crosstab's rows or as a banner group. */
export interface VariableRef {
  /** The question's id; for a matrix, the row's id (as in a ResponseFilter). */
  questionId: string;
  matrixTitleId: string | null;
  /** Ranked questions as rows only: the rank whose choices are counted (1 = ranked first). */
  rank?: number | null;
}

/** A user-defined net: respondents who chose any of these options of the row question. */
export interface NetDefinition {
  label: string;
  optionIds: string[];
}

/** POST /v2/survey-results/api/v1.0/crosstab */
export interface CrosstabRequest {
  surveyId: string;
  row: VariableRef;
  /** 0 to 6 banner groups; the Total column always comes first. */
  banner: VariableRef[];
  responseFilters: ResponseFilter[];
  weighted: boolean;
  /** User-defined nets, shown after the options. */
  nets: NetDefinition[];
  /** Top-2 and bottom-2 box rows for ordered rows (matrix rows, sliders in bands). */
  boxes: boolean;
  /**
   * How the letters are tested (issue 38 §5); absent: `DEFAULT_SIGNIFICANCE` (the spec's fixed
   * 95/90% between columns, uncorrected), so a table saved before the options reads as it did.
   */
  significance?: SignificanceOptions;
  /** Issue 37 §3: 'all' tabulates every market of a multi-market project (results routes). */
  markets?: 'all';
}

/** Confidence levels a researcher can choose for the letters, in percent. */
export const SIGNIFICANCE_LEVELS = [99, 95, 90] as const;
export type SignificanceLevel = (typeof SIGNIFICANCE_LEVELS)[number];

/**
 * 'pairs': each column against each other column of its banner group (the spec's letters);
 * 'rest': each column against the rest of the table (Total minus the column).
 */
export const SIGNIFICANCE_COMPARISONS = ['pairs', 'rest'] as const;
export type SignificanceComparison = (typeof SIGNIFICANCE_COMPARISONS)[number];

/** Multiple-comparison corrections over the tests of one row in one banner group. */
export const SIGNIFICANCE_CORRECTIONS = ['none', 'bonferroni', 'holm'] as const;
export type SignificanceCorrection = (typeof SIGNIFICANCE_CORRECTIONS)[number];

export interface SignificanceOptions {
  /** Upper-case letters at this confidence. */
  level: SignificanceLevel;
  /** Lower-case letters at this lower confidence (below `level`); null: none. */
  lowerLevel: SignificanceLevel | null;
  comparison: SignificanceComparison;
  correction: SignificanceCorrection;
}

/** The spec's letters: upper case at 95%, lower case at 90%, between columns, uncorrected. */
export const DEFAULT_SIGNIFICANCE: SignificanceOptions = Object.freeze({
  level: 95,
  lowerLevel: 90,
  comparison: 'pairs',
  correction: 'none',
});

/** Banner groups a crosstab holds at most (the Total column comes on top). */
export const MAX_BANNER_GROUPS = 6;

/** Column bases below this are flagged and not tested. */
export const SMALL_BASE = 30;

export interface CrosstabColumn {
  /** 'total', or `{groupIndex}:{optionId}`. */
  id: string;
  text: string;
  /** One letter per column across the whole banner ('A', 'B', ... on from group to group, `bannerLetters`); null for Total. */
  letter: string | null;
  /** Completes in the column who answered the row question (weighted when weighted). */
  base: number;
  unweightedBase: number;
  /** (sum w)^2 / sum w^2 over the column's base; equals the base when unweighted. */
  effectiveBase: number;
  /** effectiveBase < SMALL_BASE: shown flagged, never tested. */
  smallBase: boolean;
}

export interface CrosstabGroup {
  /** The banner question's label and text, e.g. 'A1' and 'Gender'. */
  label: string;
  text: string;
  columns: CrosstabColumn[];
}

export interface CrosstabCell {
  count: number;
  /** count / column base, 0..1; null when the base is 0. */
  columnShare: number | null;
  /**
   * Letters of the columns of the same group this cell is significantly higher than: upper case
   * at 95%, lower case at 90% (two-sided column-proportion z-tests). Empty when none. With the
   * researcher's options (`CrosstabResponse.significance`): upper case at `level`, lower case at
   * `lowerLevel`, p corrected as asked; comparison 'rest': the column's own letter when it is
   * significantly higher than the rest of the table.
   */
  higherThan: string;
}

export interface CrosstabRow {
  id: string;
  text: string;
  kind: 'option' | 'net' | 'box';
  /** Aligned with `[total, ...groups.flatMap(g => g.columns)]`. */
  cells: CrosstabCell[];
}

/** Sliders only: the mean per column with t-test letters (same rules as the cells). */
export interface CrosstabMeanCell {
  mean: number | null;
  standardDeviation: number | null;
  higherThan: string;
}

export interface CrosstabResponse {
  surveyId: string;
  /** The row question's label ('Q1') and text. */
  label: string;
  text: string;
  weighted: boolean;
  weighting: WeightingInfo;
  total: CrosstabColumn;
  groups: CrosstabGroup[];
  rows: CrosstabRow[];
  means: CrosstabMeanCell[] | null;
  /** The options the letters were tested with (the request's, or the default). */
  significance: SignificanceOptions;
  /**
   * Issue 38 §2: present when the row is a looped card across its items: every base and count is
   * of iterations (unweighted), and `respondents` is how many respondents the Total holds.
   */
  iterations?: { respondents: number };
}

/** A saved table: its definition (not its numbers, which follow the data). */
export interface SavedCrosstab {
  id: string;
  surveyId: string;
  name: string;
  definition: Omit<CrosstabRequest, 'surveyId'>;
  createdAt: string;
  /**
   * Issue 37 §3, beside the spec's fields: 'all' for a table saved across a multi-market
   * project's markets (stored on the lead market, `surveyId`); absent for one survey's table.
   */
  markets?: 'all';
}

/** Data-quality reasons computed at completion (issue 26 §3). */
export const QUALITY_REASONS = [
  'SPEEDER',
  'STRAIGHT_LINER',
  'GIBBERISH_TEXT',
  'DUPLICATE_TEXT',
  'DUPLICATE_RESPONDENT',
] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];

export interface QualityFlag {
  reason: QualityReason;
  /** A sentence for the researcher, e.g. 'Took 41 s; a third of the median is 60 s.' */
  detail: string;
}

export interface FlaggedComplete {
  sessionId: string;
  /** The panel's respondent id. */
  respondentId: string;
  completedAt: string;
  /** To the millisecond (0.412): a fast survey's lengths are fractions of a second. */
  lengthSeconds: number;
  flags: QualityFlag[];
  excluded: boolean;
}

/** Flagged completes one page of the list holds by default, and at most (issue 34 §2). */
export const QUALITY_PAGE = 100;
export const MAX_QUALITY_PAGE = 500;

/** GET /v2/survey-results/api/v1.0/quality?surveyId=&offset=&limit= */
export interface QualityResponse {
  surveyId: string;
  /** To the millisecond, like `lengthSeconds`. */
  medianSeconds: number | null;
  /** One page of the flagged completes, in completion order, from `offset`. */
  flagged: FlaggedComplete[];
  offset: number;
  /** Flagged completes in the whole list. */
  total: number;
  /** Flagged completes not excluded: what the 'Data quality (n flagged)' button counts. */
  flaggedIncluded: number;
  /** Per reason: the included completes flagged with it (what 'Exclude all' excludes). */
  includedByReason: Record<QualityReason, number>;
  excludedCount: number;
}

/**
 * POST /v2/survey-results/api/v1.0/quality/exclusions (reversible: excluded false restores), by
 * ids, or every included complete flagged with `reason` (the list's 'Exclude all').
 */
export type ExclusionRequest =
  | { surveyId: string; sessionIds: string[]; excluded: boolean }
  | { surveyId: string; reason: QualityReason; excluded: true };

/** POST /v2/survey-results/api/v1.0/themes */
export interface ThemesRequest {
  surveyId: string;
  questionId: string;
  responseFilters: ResponseFilter[];
}

export interface TextTheme {
  /** Usable as a filter option of the text question: `theme:{key}`. */
  id: string;
  /** The theme's words as people wrote them, e.g. 'delivery, late'. */
  label: string;
  count: number;
  /** Of the answers to the question among the filtered completes, 0..1. */
  share: number;
  /** Up to 3 answers in the theme, shortest readable first. */
  examples: string[];
}

export interface ThemesResponse {
  surveyId: string;
  questionId: string;
  /** Non-blank answers among the filtered completes. */
  answered: number;
  themes: TextTheme[];
}
