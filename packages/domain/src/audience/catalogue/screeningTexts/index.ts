/**
 * The standard criteria's screening texts in the respondents' languages (issue 37 §1 "audience
 * texts"), one file per language. A standard criterion is the product's own question, so its words
 * are the product's, kept here beside the catalogue; a custom screening question is the
 * researcher's own text in its market's audience (each market has its own), written in that
 * market's language. A text with no entry here keeps the catalogue's English (what is not yet
 * covered is listed in docs/decisions/spec-gaps.md). Region names are already the country's own.
 */
import { CS } from './cs.ts';
import { DE } from './de.ts';
import { EL } from './el.ts';
import { FI } from './fi.ts';
import { FR } from './fr.ts';
import { HU } from './hu.ts';
import { ID } from './id.ts';
import { MS } from './ms.ts';
import { PL } from './pl.ts';
import { RO } from './ro.ts';
import { TR } from './tr.ts';
import type { ScreeningTexts } from './types.ts';

const BY_LANGUAGE: Readonly<Record<string, ScreeningTexts>> = {
  cs: CS,
  de: DE,
  el: EL,
  fi: FI,
  fr: FR,
  hu: HU,
  id: ID,
  ms: MS,
  pl: PL,
  ro: RO,
  tr: TR,
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

/** Every screening text of `language` (empty when it has none): for checks of a language's file. */
export function screeningTextsOf(language: string): ScreeningTexts {
  return BY_LANGUAGE[language] ?? {};
}
