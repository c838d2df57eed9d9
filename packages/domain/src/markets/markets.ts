/**
 * Multi-market projects (issue 37 §3): one questionnaire fielded in several countries. Each market
 * is a survey of the project with its own country (and that country's language), audience,
 * completes, incidence, length and price. The questionnaire is the lead market's (the project's
 * first survey): the other markets hold none and are published with the lead's
 * (docs/decisions/multi-market-projects.md).
 */
import { completesCost } from '../pricing/orderCost.ts';
import { COUNTRIES, findCountry, type Country } from '../projects/countries.ts';
import type { Questionnaire } from '../questionnaire/model.ts';
import {
  baseLanguageOf,
  type QuestionnaireTranslations,
} from '../questionnaire/translations/model.ts';
import { translationStatus, type MissingText } from '../questionnaire/translations/status.ts';

/** A multi-market project has at least two markets. */
export const MIN_MARKETS = 2;
/** At most every country the product sells, each once. */
export const MAX_MARKETS = COUNTRIES.length;

export type MarketsProblem =
  | { code: 'TOO_FEW_MARKETS'; min: number }
  | { code: 'TOO_MANY_MARKETS'; max: number }
  | { code: 'UNKNOWN_COUNTRY'; countryCode: string }
  | { code: 'DUPLICATE_COUNTRY'; countryCode: string };

/**
 * What is wrong with a list of market countries: 2..43 distinct countries among the 43 sold.
 * Empty when the list is valid. Codes compare case-insensitively (`gb` is GB).
 */
export function marketsProblems(countryCodes: readonly string[]): MarketsProblem[] {
  const problems: MarketsProblem[] = [];
  const seen = new Set<string>();
  for (const raw of countryCodes) {
    const country = findCountry(raw);
    if (!country) {
      problems.push({ code: 'UNKNOWN_COUNTRY', countryCode: raw });
      continue;
    }
    if (seen.has(country.countryCode)) {
      problems.push({ code: 'DUPLICATE_COUNTRY', countryCode: country.countryCode });
    }
    seen.add(country.countryCode);
  }
  if (seen.size < MIN_MARKETS) problems.push({ code: 'TOO_FEW_MARKETS', min: MIN_MARKETS });
  if (countryCodes.length > MAX_MARKETS)
    problems.push({ code: 'TOO_MANY_MARKETS', max: MAX_MARKETS });
  return problems;
}

/** The markets' countries, in the order given; throws when `marketsProblems` reports any. */
export function marketCountries(countryCodes: readonly string[]): Country[] {
  const problems = marketsProblems(countryCodes);
  if (problems.length > 0) throw new RangeError(`invalid markets: ${problems[0]?.code}`);
  return countryCodes.map((code) => findCountry(code) as Country);
}

/**
 * Whether a market may be added to a project with these countries: a sold country not already
 * there. Null when it may, else the problem.
 */
export function addMarketProblem(
  existing: readonly string[],
  countryCode: string,
): MarketsProblem | null {
  const country = findCountry(countryCode);
  if (!country) return { code: 'UNKNOWN_COUNTRY', countryCode };
  if (existing.some((c) => c.toUpperCase() === country.countryCode)) {
    return { code: 'DUPLICATE_COUNTRY', countryCode: country.countryCode };
  }
  return null;
}

/** A market may be removed while at least MIN_MARKETS stay. Null when it may. */
export function removeMarketProblem(marketCount: number): MarketsProblem | null {
  return marketCount - 1 < MIN_MARKETS ? { code: 'TOO_FEW_MARKETS', min: MIN_MARKETS } : null;
}

/**
 * The texts a market cannot launch without: none when its language is the questionnaire's base
 * language, else every text of that language still untranslated (all of them when the language
 * was never added). The purchase refuses with TRANSLATIONS_INCOMPLETE while any is missing.
 */
export function marketLanguageMissing(
  q: Questionnaire,
  translations: QuestionnaireTranslations,
  language: string,
): MissingText[] {
  const wanted = language.trim().toLowerCase();
  if (wanted === baseLanguageOf(q)) return [];
  return translationStatus(q, translations, wanted)
    .filter((s) => s.state === 'missing')
    .map(({ key, card, where, entryNumber }) => ({
      language: wanted,
      key,
      card,
      where,
      entryNumber,
    }));
}

/** One market's part of the purchase: its cost per complete and completes. */
export interface MarketCost {
  cpi: number;
  completes: number;
}

/**
 * The one total of a multi-market purchase, in pounds to the penny: each market's total by the one
 * total rule (`pricing/orderCost.ts`), added in whole pence so that no float drift creeps in.
 */
export function marketsTotal(markets: readonly MarketCost[]): number {
  const pence = markets.reduce(
    (sum, m) => sum + Math.round(completesCost(m.cpi, m.completes) * 100),
    0,
  );
  return pence / 100;
}
