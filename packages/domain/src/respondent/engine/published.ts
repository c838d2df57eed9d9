/**
 * The survey respondents answer: the questionnaire and the audience frozen at purchase (issue 11
 * item 2). The server stores one per purchase; later edits of the drafts never reach it, so a
 * respondent in progress and the results both keep the version the respondent met.
 */
import type { DraftAudience } from '../../audience/model.ts';
import type { Locale, Questionnaire } from '../../questionnaire/model.ts';
import { translateQuestionnaire } from '../../questionnaire/translations/apply.ts';
import {
  baseLanguageOf,
  languagesOf,
  NO_TRANSLATIONS,
  type QuestionnaireTranslations,
} from '../../questionnaire/translations/model.ts';

export interface PublishedSurvey {
  questionnaire: Questionnaire;
  audience: DraftAudience;
  /** The questionnaire's languages as bought (issue 37 §1); absent: the base language only. */
  translations?: QuestionnaireTranslations;
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

/**
 * The language a respondent answers in (issue 37 §1): the one asked for (a `lang` on the entry
 * link) when the survey has it, else the base language.
 */
export function surveyLanguageOf(
  published: PublishedSurvey,
  asked: string | null | undefined,
): string {
  const languages = languagesOf(published.questionnaire, published.translations ?? NO_TRANSLATIONS);
  const wanted = (asked ?? '').trim().toLowerCase();
  return languages.includes(wanted) ? wanted : baseLanguageOf(published.questionnaire);
}

const translated = new WeakMap<PublishedSurvey, Map<string, PublishedSurvey>>();

/**
 * The published survey as a respondent in `language` meets it: its questionnaire's texts in that
 * language (translateQuestionnaire: never the base text for a missing one) and the locale's
 * language set to it, so the runner's own texts follow. Kept per publication and language (a
 * publication never changes), so a page costs no translation.
 */
export function publishedIn(published: PublishedSurvey, language: string): PublishedSurvey {
  if (language === baseLanguageOf(published.questionnaire)) return published;
  let byLanguage = translated.get(published);
  if (!byLanguage) translated.set(published, (byLanguage = new Map()));
  let out = byLanguage.get(language);
  if (!out) {
    const q = translateQuestionnaire(
      published.questionnaire,
      published.translations ?? NO_TRANSLATIONS,
      language,
    );
    out = { ...published, questionnaire: { ...q, locale: { ...q.locale, language } } };
    byLanguage.set(language, out);
  }
  return out;
}
