/**
 * Where a language stands: per text, missing (no translation), needs review (the base text changed
 * since the translation was made) or done. Derived from the document and the translations on
 * every read, so editing the base never has to write anything to translations.
 */
import type { Questionnaire } from '../model.ts';
import { baseLanguageOf, type QuestionnaireTranslations } from './model.ts';
import { translatableTexts, type TranslatableText } from './texts.ts';

export type TranslationState = 'missing' | 'needsReview' | 'done';

export interface TextStatus extends TranslatableText {
  state: TranslationState;
  /** The translation ('' when missing). */
  text: string;
  /** The base text the translation was made from (null when missing). */
  translatedFrom: string | null;
}

/** Each text of the questionnaire with its translation and state in `language`, in document order. */
export function translationStatus(
  q: Questionnaire,
  translations: QuestionnaireTranslations,
  language: string,
): TextStatus[] {
  const texts = translations.texts[language] ?? {};
  return translatableTexts(q).map((t) => {
    const tr = texts[t.key];
    if (!tr || tr.text.trim() === '') {
      return { ...t, state: 'missing', text: '', translatedFrom: null };
    }
    const state = tr.base === t.base ? 'done' : 'needsReview';
    return { ...t, state, text: tr.text, translatedFrom: tr.base };
  });
}

/** A language's counts, for the editor's list and the launch check. */
export function statusCounts(statuses: readonly TextStatus[]): Record<TranslationState, number> {
  const counts = { missing: 0, needsReview: 0, done: 0 };
  for (const s of statuses) counts[s.state] += 1;
  return counts;
}

export interface MissingText {
  language: string;
  key: string;
  card: string;
  where: string;
  entryNumber: number;
}

/**
 * The launch check: every untranslated text of every added language (a survey cannot launch in a
 * language with missing texts). Empty: every language is complete. A text needing review is a
 * translation and does not stop a launch (the editor lists it).
 */
export function missingTranslations(
  q: Questionnaire,
  translations: QuestionnaireTranslations,
): MissingText[] {
  const base = baseLanguageOf(q);
  const out: MissingText[] = [];
  for (const language of translations.languages) {
    if (language === base) continue;
    for (const s of translationStatus(q, translations, language)) {
      if (s.state !== 'missing') continue;
      const { key, card, where, entryNumber } = s;
      out.push({ language, key, card, where, entryNumber });
    }
  }
  return out;
}
