/**
 * Languages of a questionnaire (issue 37 §1). The base document stays as it is; translations live
 * beside it, keyed by stable text keys derived from the document (texts.ts). Each translation keeps
 * the base text it was made from, so "needs review" is derived (the base changed since) and no
 * editing command of the base document has to touch translations.
 */
import type { Questionnaire } from '../model.ts';

/** The 26 language codes the spec maps (spec 2 §9; 'no' and 'nb' are both Norwegian Bokmål). */
export const LANGUAGE_CODES = [
  'en',
  'zh',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'nb',
  'no',
  'fi',
  'pl',
  'cs',
  'hu',
  'ro',
  'el',
  'tr',
  'ja',
  'ko',
  'th',
  'id',
  'ms',
  'vi',
  'ar',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** One translated text: its text and the base text it was translated from. */
export interface TranslatedText {
  text: string;
  base: string;
}

/** A questionnaire's translations: the added languages, and per language its texts by key. */
export interface QuestionnaireTranslations {
  /** Added languages, in the order they were added (never the base language). */
  languages: string[];
  texts: Record<string, Record<string, TranslatedText>>;
}

export const NO_TRANSLATIONS: QuestionnaireTranslations = { languages: [], texts: {} };

/** The base language: the survey locale's language (lowercased, without a region). */
export function baseLanguageOf(q: Pick<Questionnaire, 'locale'>): string {
  return (q.locale.language.trim().toLowerCase().split(/[-_]/)[0] ?? '') || 'en';
}

/** The languages of a questionnaire: the base first, then the added ones. */
export function languagesOf(
  q: Pick<Questionnaire, 'locale'>,
  translations: QuestionnaireTranslations,
): string[] {
  const base = baseLanguageOf(q);
  return [base, ...translations.languages.filter((l) => l !== base)];
}
