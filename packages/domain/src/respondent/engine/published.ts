/**
 * The survey respondents answer: the questionnaire and the audience frozen at purchase (issue 11
 * item 2). The server stores one per purchase; later edits of the drafts never reach it, so a
 * respondent in progress and the results both keep the version the respondent met.
 */
import type { DraftAudience } from '../../audience/model.ts';
import type { Locale, Questionnaire } from '../../questionnaire/model.ts';

export interface PublishedSurvey {
  questionnaire: Questionnaire;
  audience: DraftAudience;
}

/**
 * A published survey copied from the drafts: a deep copy, so that nothing the editor does to its
 * documents afterwards can change it. Switched-off custom questions are dropped (respondents never
 * meet them).
 */
export function publishedSurveyOf(
  questionnaire: Questionnaire,
  audience: DraftAudience,
): PublishedSurvey {
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    questionnaire: copy(questionnaire),
    audience: { ...copy(audience), disabledCustomCriteria: [] },
  };
}

/**
 * The survey's locale as respondents meet it: the questionnaire's (a country change relocalises
 * the draft, and a purchase freezes it). The runner words its own texts in its language.
 */
export function localeOf(published: PublishedSurvey): Locale {
  const { language, country } = published.questionnaire.locale;
  return { language, country };
}
