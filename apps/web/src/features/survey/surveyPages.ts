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
