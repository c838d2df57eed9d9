/** Business constants of the questionnaire (spec 2 §9) and the limits that keep documents sane. */
import type { QuestionTypeCode } from './model.ts';

/** Route target meaning "end of survey". */
export const END_OF_SURVEY_TARGET = 100000;

/** Default option count of a new question per type. */
export const DEFAULT_OPTION_COUNT: Record<QuestionTypeCode, number> = {
  Basic: 2,
  Ranked: 2,
  FreeText: 0,
  Scale: 0,
};

/** Minimum options of a choice question, and rows or columns of a matrix. */
export const MIN_ITEMS = 2;
/** Decision: an upper bound on options, rows or columns per card, so hostile input stays cheap. */
export const MAX_ITEMS = 500;
/** Decision: an upper bound on entries of one questionnaire. */
export const MAX_ENTRIES = 2000;

/** Decision (issue 38 §2): a section loops at most this many times per respondent. */
export const MAX_LOOP_ITERATIONS = 50;

export const DEFAULT_FORK_BRANCHES = 2;
export const MIN_FORK_BRANCHES = 2;
export const MAX_FORK_BRANCHES = 3;
/** Share of a new fork group when the others already sum to at least 100%. */
export const FALLBACK_BRANCH_PERCENT = 10;

export const DEFAULT_SCALE = { min: 0, max: 100, step: 1, startingPosition: 0 } as const;
/** Decision: scale bounds are kept within +-1,000,000. */
export const SCALE_BOUND = 1_000_000;

export const CHARACTER_LIMITS = [100, 200, 800] as const;
export const DEFAULT_CHARACTER_LIMIT = 200;
/** Rank requirement list: 'Top n' up to 30. */
export const MAX_RANK_REQUISITE = 30;

/** Decision: text length limits (characters) applied by every command. */
export const TEXT_LIMITS = {
  title: 5000,
  option: 1000,
  body: 20000,
  name: 200,
  url: 2048,
  id: 200,
} as const;
/** Decision: serialised rich-text styling is kept under this many characters. */
export const MAX_STYLING_CHARS = 200_000;
export const MAX_STYLING_DEPTH = 32;

/** Spec 2 §9 Import: projects per page of the import dialog, and its title length. */
export const IMPORT_PROJECTS_PAGE_SIZE = 100;
export const IMPORT_TITLE_MAX_CHARS = 120;
