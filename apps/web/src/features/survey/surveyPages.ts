/** Spec 1 §2: a survey has exactly these four sub-pages; any other sub-path is a 404. */
export const SURVEY_PAGES = {
  audience: 'Audience',
  questionnaire: 'Questionnaire',
  confirm: 'Confirm',
  results: 'Results',
} as const;

export type SurveyPage = keyof typeof SURVEY_PAGES;

export function isSurveyPage(value: string | undefined): value is SurveyPage {
  return value !== undefined && Object.hasOwn(SURVEY_PAGES, value);
}

// The id format the server issues and accepts for surveys (a UUID; zod's guid() on the server).
const SURVEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a URL segment can be a survey id at all. Spec 1 §2: an invalid survey id shows the 404
 * page, while a well-formed id the account cannot see is "no access" (redirect to /projects).
 */
export function isSurveyId(value: string | undefined): value is string {
  return value !== undefined && SURVEY_ID.test(value);
}

/** Shown on /projects after a survey link the account cannot open (the spec gives no text). */
export const SURVEY_UNAVAILABLE = "That survey isn't available in your account.";
