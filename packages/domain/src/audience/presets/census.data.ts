/**
 * Census figures behind the 'Nationally representative' preset and the simulated panel's
 * marginals. Each table records its source and year; `approximation: true` marks figures that are
 * not a national statistic for that country (read the note). Figures are weights: presets and the
 * panel normalise them, so a table need not sum exactly to 100.
 *
 * Checked status: the GB and US figures (`approximation: false`) are rounded values from the named
 * publications as recalled when this file was written; this workplace has no access to the
 * publications, so they have NOT been checked against them. Check them before a customer relies on
 * a 'Nationally representative' sample (docs/decisions/spec-gaps.md).
 */

export interface ShareTable {
  /** Weight per catalogue option code. */
  weights: Readonly<Record<string, number>>;
  source: string;
  approximation: boolean;
}

export interface CountryCensus {
  /** Adults 18+ by the catalogue's age buckets. */
  age: ShareTable;
  /** Adults by gender (male/female only: the census reports two). */
  gender: ShareTable;
  /** Population by first-level region (ISO 3166-2 codes); absent: not known here. */
  region?: ShareTable;
}

const GB: CountryCensus = {
  age: {
    weights: {
      '18_24': 10.9,
      '25_34': 17.1,
      '35_44': 16.3,
      '45_54': 16.9,
      '55_64': 15.6,
      '65_plus': 23.2,
    },
    source:
      'ONS Census 2021 (England and Wales), NRS Scotland and NISRA Census 2021/2022, adults 18+, rounded',
    approximation: false,
  },
  gender: {
    weights: { male: 48.7, female: 51.3 },
    source: 'ONS mid-2021 population estimates, adults 18+',
    approximation: false,
  },
  region: {
    weights: { 'GB-ENG': 84.3, 'GB-SCT': 8.1, 'GB-WLS': 4.7, 'GB-NIR': 2.9 },
    source: 'ONS mid-2021 population estimates, all ages (used for adults)',
    approximation: false,
  },
};

/** 2020 Census resident population in thousands (all ages, used for adults). */
const US_STATES: Record<string, number> = {
  'US-AL': 5024,
  'US-AK': 733,
  'US-AZ': 7152,
  'US-AR': 3012,
  'US-CA': 39538,
  'US-CO': 5774,
  'US-CT': 3606,
  'US-DE': 990,
  'US-DC': 690,
  'US-FL': 21538,
  'US-GA': 10712,
  'US-HI': 1455,
  'US-ID': 1839,
  'US-IL': 12813,
  'US-IN': 6786,
  'US-IA': 3190,
  'US-KS': 2938,
  'US-KY': 4506,
  'US-LA': 4658,
  'US-ME': 1362,
  'US-MD': 6177,
  'US-MA': 7030,
  'US-MI': 10077,
  'US-MN': 5706,
  'US-MS': 2961,
  'US-MO': 6155,
  'US-MT': 1084,
  'US-NE': 1962,
  'US-NV': 3105,
  'US-NH': 1378,
  'US-NJ': 9289,
  'US-NM': 2118,
  'US-NY': 20201,
  'US-NC': 10439,
  'US-ND': 779,
  'US-OH': 11799,
  'US-OK': 3959,
  'US-OR': 4237,
  'US-PA': 13003,
  'US-RI': 1097,
  'US-SC': 5118,
  'US-SD': 887,
  'US-TN': 6911,
  'US-TX': 29146,
  'US-UT': 3272,
  'US-VT': 643,
  'US-VA': 8631,
  'US-WA': 7705,
  'US-WV': 1794,
  'US-WI': 5894,
  'US-WY': 577,
};

const US: CountryCensus = {
  age: {
    weights: {
      '18_24': 11.8,
      '25_34': 17.4,
      '35_44': 16.6,
      '45_54': 15.6,
      '55_64': 16.2,
      '65_plus': 22.4,
    },
    source: 'US Census Bureau, ACS 2022 1-year estimates, adults 18+, rounded',
    approximation: false,
  },
  gender: {
    weights: { male: 49.2, female: 50.8 },
    source: 'US Census Bureau, ACS 2022 1-year estimates, adults 18+',
    approximation: false,
  },
  region: {
    weights: US_STATES,
    source: 'US Census Bureau, 2020 Census apportionment and DC resident population, all ages',
    approximation: false,
  },
};

/**
 * For the other countries this build carries no national tables: an adult age profile between
 * the UN World Population Prospects 2022 profiles of high- and middle-income countries, and an
 * even gender split. Marked as approximations; regions get no quotas there.
 */
const APPROXIMATE: CountryCensus = {
  age: {
    weights: { '18_24': 12, '25_34': 18, '35_44': 18, '45_54': 17, '55_64': 15, '65_plus': 20 },
    source: 'approximation: blend of UN WPP 2022 adult age profiles, not this country’s census',
    approximation: true,
  },
  gender: {
    weights: { male: 49, female: 51 },
    source:
      'approximation: near-even adult split typical of UN WPP 2022, not this country’s census',
    approximation: true,
  },
};

const BY_COUNTRY: Readonly<Record<string, CountryCensus>> = { GB, US };

/** The census tables used for a country (an approximation where none is carried). */
export function censusOf(countryCode: string): CountryCensus {
  return BY_COUNTRY[countryCode] ?? APPROXIMATE;
}
