/**
 * The translation commands (issue 37 §1): pure functions of the translations and the base document
 * they describe, applied optimistically by the editor and authoritatively by the server (the same
 * code, as the questionnaire's commands). A refused command throws a TranslationCommandError and
 * changes nothing.
 */
import { argumentGuards } from '../../commandKit.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { Questionnaire } from '../model.ts';
import { failTranslation } from './errors.ts';
import {
  baseLanguageOf,
  isLanguageCode,
  type QuestionnaireTranslations,
  type TranslatedText,
} from './model.ts';
import { placeholdersOf, translatableTexts, type TranslatableText } from './texts.ts';

const { requireText } = argumentGuards(failTranslation, TEXT_LIMITS.id);

export interface LanguageArgs {
  language: string;
}

export interface SetTranslationArgs {
  language: string;
  key: string;
  /** The translation; blank removes it (the text is missing again). */
  text: string;
}

function requireLanguage(value: unknown): string {
  if (!isLanguageCode(value)) {
    failTranslation('LANGUAGE_NOT_SUPPORTED', `${String(value)} is not one of the 26 languages`);
  }
  return value;
}

function requireAdded(t: QuestionnaireTranslations, value: unknown): string {
  const language = requireLanguage(value);
  if (!t.languages.includes(language)) {
    failTranslation('LANGUAGE_NOT_FOUND', `The questionnaire has no ${language} translation`, {
      language,
    });
  }
  return language;
}

/** Adds a language (one of the 26 codes, not the base language, not added yet) with no texts. */
export function addQuestionnaireLanguage(
  t: QuestionnaireTranslations,
  q: Questionnaire,
  args: LanguageArgs,
): QuestionnaireTranslations {
  const language = requireLanguage(args.language);
  if (language === baseLanguageOf(q)) {
    failTranslation('LANGUAGE_IS_BASE', `${language} is the questionnaire's base language`);
  }
  if (t.languages.includes(language)) {
    failTranslation('LANGUAGE_EXISTS', `The questionnaire already has ${language}`, { language });
  }
  return { languages: [...t.languages, language], texts: { ...t.texts, [language]: {} } };
}

/** Removes a language and all its texts. */
export function removeQuestionnaireLanguage(
  t: QuestionnaireTranslations,
  _q: Questionnaire,
  args: LanguageArgs,
): QuestionnaireTranslations {
  const language = requireAdded(t, args.language);
  const texts = { ...t.texts };
  delete texts[language];
  return { languages: t.languages.filter((l) => l !== language), texts };
}

/** Why a translation cannot stand for its base text: a pipe added, dropped or changed. */
export function placeholderProblem(text: TranslatableText, translation: string): string | null {
  const want = text.placeholders;
  const got = placeholdersOf(translation);
  if (want.length === got.length && want.every((p, i) => p === got[i])) return null;
  return want.length === 0
    ? `The translation has ${got.join(', ')}, which the base text does not pipe`
    : `The translation must keep ${want.join(', ')} exactly`;
}

/** The translation of `text`, checked; the key and text found, else a typed error. */
export function checkedTranslation(
  q: Questionnaire,
  key: string,
  translation: string,
): { text: TranslatableText; value: TranslatedText | null } {
  const text = translatableTexts(q).find((t) => t.key === key);
  if (!text) failTranslation('TEXT_NOT_FOUND', `The questionnaire has no text ${key}`, { key });
  if (translation.trim() === '') return { text, value: null };
  const problem = placeholderProblem(text, translation);
  if (problem) failTranslation('BROKEN_PLACEHOLDERS', problem, { key });
  return { text, value: { text: translation, base: text.base } };
}

/** Replaces a language's texts by key (null removes one). */
export function withTexts(
  t: QuestionnaireTranslations,
  language: string,
  changes: ReadonlyMap<string, TranslatedText | null>,
): QuestionnaireTranslations {
  const texts = { ...(t.texts[language] ?? {}) };
  for (const [key, value] of changes) {
    if (value) texts[key] = value;
    else delete texts[key];
  }
  return { languages: t.languages, texts: { ...t.texts, [language]: texts } };
}

/**
 * Sets the translation of one text: it records the base text it was made from (setting it again
 * after a base edit is how a translator marks it reviewed). Refused: an unknown key, a pipe
 * added, dropped or changed. A blank translation removes it.
 */
export function setQuestionnaireTranslation(
  t: QuestionnaireTranslations,
  q: Questionnaire,
  args: SetTranslationArgs,
): QuestionnaireTranslations {
  const language = requireAdded(t, args.language);
  const key = requireText(args.key, 'key', TEXT_LIMITS.id);
  const translation = requireText(args.text, 'text', TEXT_LIMITS.body);
  const { value } = checkedTranslation(q, key, translation);
  return withTexts(t, language, new Map([[key, value]]));
}

export const translationCommands = {
  addQuestionnaireLanguage,
  removeQuestionnaireLanguage,
  setQuestionnaireTranslation,
} as const;
export type TranslationCommandName = keyof typeof translationCommands;
export type TranslationCommandArgs = {
  [N in TranslationCommandName]: Parameters<(typeof translationCommands)[N]>[2];
};

export const TRANSLATION_COMMAND_NAMES = Object.keys(
  translationCommands,
) as TranslationCommandName[];

/** Applies a translation command by name (server dispatch, editor optimistic apply). */
export function applyTranslationCommand<N extends TranslationCommandName>(
  name: N,
  t: QuestionnaireTranslations,
  q: Questionnaire,
  args: TranslationCommandArgs[N],
): QuestionnaireTranslations {
  const command = translationCommands[name] as (
    t: QuestionnaireTranslations,
    q: Questionnaire,
    a: TranslationCommandArgs[N],
  ) => QuestionnaireTranslations;
  return command(t, q, args);
}
