/** Constants of the project lifecycle (spec 1 §3, §9). */

/** The product's one solution. The spec fixes it as a constant without giving its value. */
export const SOLUTION_ID = 'self-serve-survey';
export const SOLUTION_NAME = 'Self-serve survey';

/** The panel supplier every new fieldwork uses: the built-in simulated panel. */
export const PANEL_SUPPLIER_CODE = 'SIMULATED';

export const PROJECTS_PAGE_SIZE = 10;
export const PROJECT_SEARCH_DEBOUNCE_MS = 1000;
export const DEFAULT_COMPLETES = 2000;
export const COMPLETES_MAX_DIGITS = 5;
export const DEFAULT_COUNTRY_CODE = 'GB';
export const QUICK_PICK_COUNTRY_CODES = ['US', 'GB'] as const;
/** Minutes, when a survey's length of interview is not known yet (spec 2 §9). */
export const DEFAULT_LENGTH_OF_INTERVIEW = 2;
/** Minutes, when none is set, on the confirm page and so at purchase (spec 3 §9). */
export const CONFIRM_LENGTH_OF_INTERVIEW = 5;
export const PAUSE_AUTO_END_BUSINESS_DAYS = 10;
export const DUPLICATE_NAME_PREFIX = 'Copy of ';
/** Longest project title, in characters; the server refuses longer ones. */
export const MAX_PROJECT_NAME_LENGTH = 200;

/** The states a survey can be in (spec 1 §3). */
export const SURVEY_STATES = [
  'draft',
  'live',
  'paused',
  'halted',
  'scheduled',
  'completed',
] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

/** The statuses of a survey's order (spec 1 §3). */
export const ORDER_STATUSES = [
  'Closed',
  'Completed',
  'Halted',
  'Live',
  'Paused',
  'Pending',
  'Scheduled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
