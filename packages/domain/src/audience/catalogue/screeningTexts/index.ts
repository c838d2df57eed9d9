/**
 * The standard criteria's screening texts in the respondents' languages (issue 37 §1 "audience
 * texts"), one file per language, keyed by the criterion code (its question) and
 * `{criterion}.{option}` (each option whose English has words). A standard criterion is the
 * product's own question, so its words are the product's, kept here beside the catalogue; a custom
 * screening question is the researcher's own text in its market's audience (each market has its
 * own), written in that market's language. Income bands are worded from their amounts and a
 * language's templates (incomeBands.ts). Region names are already the country's own.
 *
 * Every language listed here has every text (coverage.test.ts): a language is complete or absent,
 * never partly English. A language with no file keeps the catalogue's English (which languages are
 * covered is listed in docs/decisions/spec-gaps.md). 'no' reads the Bokmål texts, as the runner's
 * catalogue does.
 */
import { AR } from './ar.ts';
import { CS } from './cs.ts';
import { DA } from './da.ts';
import { DE } from './de.ts';
import { EL } from './el.ts';
import { ES } from './es.ts';
import { FI } from './fi.ts';
import { FR } from './fr.ts';
import { HU } from './hu.ts';
import { ID } from './id.ts';
import { incomeBandText } from './incomeBands.ts';
import { IT } from './it.ts';
import { JA } from './ja.ts';
import { KO } from './ko.ts';
import { MS } from './ms.ts';
import { NB } from './nb.ts';
import { NL } from './nl.ts';
import { PL } from './pl.ts';
import { PT } from './pt.ts';
import { RO } from './ro.ts';
import { SV } from './sv.ts';
import { TH } from './th.ts';
import { TR } from './tr.ts';
import type { ScreeningTexts } from './types.ts';
import { VI } from './vi.ts';
import { ZH } from './zh.ts';
import { ZH_HANT } from './zhHant.ts';

const BY_LANGUAGE: Readonly<Record<string, ScreeningTexts>> = {
  ar: AR,
  cs: CS,
  da: DA,
  de: DE,
  el: EL,
  es: ES,
  fi: FI,
  fr: FR,
  hu: HU,
  id: ID,
  it: IT,
  ja: JA,
  ko: KO,
  ms: MS,
  nb: NB,
  nl: NL,
  pl: PL,
  pt: PT,
  ro: RO,
  sv: SV,
  th: TH,
  tr: TR,
  vi: VI,
  zh: ZH,
  'zh-Hant': ZH_HANT,
};

/** The languages with screening texts of their own. */
export const SCREENING_LANGUAGES: readonly string[] = Object.keys(BY_LANGUAGE);

/** Other codes of a language with texts (spec 2 §9 maps both 'no' and 'nb' to Bokmål). */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb' };

const textsIn = (language: string): ScreeningTexts | undefined =>
  BY_LANGUAGE[ALIASES[language] ?? language];

/** The question text of a standard criterion in `language`, or null (keep the catalogue's). */
export function screeningQuestionText(language: string, criterionCode: string): string | null {
  return textsIn(language)?.[criterionCode] ?? null;
}

/** The text of a standard criterion's option in `language`, or null (keep the catalogue's). */
export function screeningOptionText(
  language: string,
  criterionCode: string,
  optionCode: string,
): string | null {
  return textsIn(language)?.[`${criterionCode}.${optionCode}`] ?? null;
}

/**
 * An income band option's text in `language`, worded from its English text's amounts and the
 * language's templates (incomeBands.ts), or null (keep the catalogue's).
 */
export function screeningIncomeBandText(language: string, englishText: string): string | null {
  const texts = textsIn(language);
  return texts ? incomeBandText(language, texts, englishText) : null;
}

/** Every screening text of `language` (empty when it has none): for checks of a language's file. */
export function screeningTextsOf(language: string): ScreeningTexts {
  return textsIn(language) ?? {};
}
