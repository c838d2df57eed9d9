/** The countries a survey can field in (spec 1 §3: a fixed list of 43; default GB). */
import { DEFAULT_COUNTRY_CODE } from './constants.ts';

export interface CountryLocale {
  /** ISO 639-1 language code. */
  language: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
}

export interface Country {
  name: string;
  countryCode: string;
  locale: CountryLocale;
}

const entry = (countryCode: string, name: string, language: string): Country => ({
  name,
  countryCode,
  locale: { language, country: countryCode },
});

/** In the order the create dialog lists them: the default first, then alphabetical by name. */
export const COUNTRIES: readonly Country[] = [
  entry('GB', 'United Kingdom', 'en'),
  entry('AR', 'Argentina', 'es'),
  entry('AU', 'Australia', 'en'),
  entry('AT', 'Austria', 'de'),
  entry('BE', 'Belgium', 'nl'),
  entry('BR', 'Brazil', 'pt'),
  entry('CA', 'Canada', 'en'),
  entry('CL', 'Chile', 'es'),
  entry('CN', 'China', 'zh'),
  entry('CO', 'Colombia', 'es'),
  entry('CZ', 'Czechia', 'cs'),
  entry('DK', 'Denmark', 'da'),
  entry('FI', 'Finland', 'fi'),
  entry('FR', 'France', 'fr'),
  entry('DE', 'Germany', 'de'),
  entry('GR', 'Greece', 'el'),
  entry('HK', 'Hong Kong', 'zh'),
  entry('HU', 'Hungary', 'hu'),
  entry('IN', 'India', 'en'),
  entry('ID', 'Indonesia', 'id'),
  entry('IE', 'Ireland', 'en'),
  entry('IT', 'Italy', 'it'),
  entry('JP', 'Japan', 'ja'),
  entry('MY', 'Malaysia', 'ms'),
  entry('MX', 'Mexico', 'es'),
  entry('NL', 'Netherlands', 'nl'),
  entry('NZ', 'New Zealand', 'en'),
  entry('NO', 'Norway', 'nb'),
  entry('PE', 'Peru', 'es'),
  entry('PH', 'Philippines', 'en'),
  entry('PL', 'Poland', 'pl'),
  entry('PT', 'Portugal', 'pt'),
  entry('RO', 'Romania', 'ro'),
  entry('SG', 'Singapore', 'en'),
  entry('ZA', 'South Africa', 'en'),
  entry('KR', 'South Korea', 'ko'),
  entry('ES', 'Spain', 'es'),
  entry('SE', 'Sweden', 'sv'),
  entry('CH', 'Switzerland', 'de'),
  entry('TW', 'Taiwan', 'zh'),
  entry('TH', 'Thailand', 'th'),
  entry('TR', 'Turkey', 'tr'),
  entry('US', 'United States', 'en'),
];

const byCode = new Map(COUNTRIES.map((c) => [c.countryCode, c]));

/** The country with this ISO code, or undefined when it is not one of the 43. */
export function findCountry(countryCode: string): Country | undefined {
  return byCode.get(countryCode.toUpperCase());
}

/** The default country of a new project (United Kingdom). */
export function defaultCountry(): Country {
  const country = byCode.get(DEFAULT_COUNTRY_CODE);
  if (!country) throw new Error('the default country is missing from COUNTRIES');
  return country;
}
