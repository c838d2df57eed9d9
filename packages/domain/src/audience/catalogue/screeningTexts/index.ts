/**
 * The standard criteria's screening texts in the respondents' languages (issue 37 §1 "audience
 * texts"), one file per language. A standard criterion is the product's own question, so its words
 * are the product's, kept here beside the catalogue; a custom screening question is the
 * researcher's own text in its market's audience (each market has its own), written in that
 * market's language. A text with no entry here keeps the catalogue's English (what is not yet
 * covered is listed in docs/decisions/spec-gaps.md). Region names are already the country's own.
 */
import { DA } from './da.ts';
import { DE } from './de.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { incomeBandText } from './incomeBands.ts';
import { IT } from './it.ts';
import { NB } from './nb.ts';
import { NL } from './nl.ts';
import { PT } from './pt.ts';
import { SV } from './sv.ts';
import type { ScreeningTexts } from './types.ts';

const BY_LANGUAGE: Readonly<Record<string, ScreeningTexts>> = {
  da: DA,
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  nb: NB,
  nl: NL,
  pt: PT,
  sv: SV,
};

/** The languages with screening texts of their own. */
export const SCREENING_LANGUAGES: readonly string[] = Object.keys(BY_LANGUAGE);

/** The question text of a standard criterion in `language`, or null (keep the catalogue's). */
export function screeningQuestionText(language: string, criterionCode: string): string | null {
  return BY_LANGUAGE[language]?.[criterionCode] ?? null;
}

/** The text of a standard criterion's option in `language`, or null (keep the catalogue's). */
export function screeningOptionText(
  language: string,
  criterionCode: string,
  optionCode: string,
): string | null {
  return BY_LANGUAGE[language]?.[`${criterionCode}.${optionCode}`] ?? null;
}

/**
 * An income band option's text in `language`, worded from its English text's amounts and the
 * language's templates (incomeBands.ts), or null (keep the catalogue's).
 */
export function screeningIncomeBandText(language: string, englishText: string): string | null {
  const texts = BY_LANGUAGE[language];
  return texts ? incomeBandText(language, texts, englishText) : null;
}

/** Every screening text of `language` (empty when it has none): for checks of a language's file. */
export function screeningTextsOf(language: string): ScreeningTexts {
  return BY_LANGUAGE[language] ?? {};
}
