/** Business constants of the audience (spec 2 §5, §9) and the limits that keep documents sane. */

/** Criteria the audience may use before it is invalid (spec 2 §9). */
export const MAX_CRITERIA = 10;
/**
 * Decision: commands refuse members beyond this. The spec lets the count pass 10 (the counter
 * turns red), so the hard cap only bounds hostile input.
 */
export const MAX_MEMBERS = 50;
/** Options a new custom question starts with (spec 2 §4). */
export const DEFAULT_CUSTOM_OPTIONS = 2;
/** Minimum options of a custom question (spec 2 §5). */
export const MIN_CUSTOM_OPTIONS = 2;
/** Decision: an upper bound on options of a custom question. */
export const MAX_CUSTOM_OPTIONS = 100;
/** Seconds each audience question adds to the interview unless hidden (spec 2 §9). */
export const AUDIENCE_QUESTION_SECONDS = 10;
/** Quotas are compared as fractions after rounding to this many decimals (spec 2 §5). */
export const QUOTA_SUM_DECIMALS = 5;
/** Quota input accepts this many decimals (spec 2 §5). */
export const QUOTA_INPUT_DECIMALS = 1;

/** Decision: text length limits (characters), the same as the questionnaire's. */
export const TEXT_LIMITS = { question: 5000, option: 1000, id: 200 } as const;

/** Decision: an interlock joins 2 or 3 criteria (age x gender x region is the usual nest). */
export const MIN_INTERLOCK_CRITERIA = 2;
export const MAX_INTERLOCK_CRITERIA = 3;
/** Decision: combinations an interlock may hold: US age x gender x state (612) fits. */
export const MAX_INTERLOCK_CELLS = 1000;
