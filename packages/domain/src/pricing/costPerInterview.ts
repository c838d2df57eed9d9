/**
 * The rate card: cost per interview (CPI) in GBP. The spec prices projects by CPI but does not
 * give the card, so this is the product's own, kept in one place for the server's quotes and the
 * dashboard's estimates:
 *
 * 1. a base CPI by length-of-interview tier (LOI_TIERS; past the last tier, +£0.15 per minute),
 * 2. times an incidence multiplier: the rarer the qualifying respondents, the dearer each complete
 *    (INCIDENCE_BANDS),
 * 3. times (1 + accountMarkup) for the customer's price.
 *
 * Every figure is rounded to pence at the end. The CPI never falls when the interview gets longer
 * or the incidence rate gets lower.
 */

export const CPI_CURRENCY = 'GBP';

/** Base CPI (GBP) for interviews up to `maxMinutes` long. */
export const LOI_TIERS: readonly { maxMinutes: number; cpi: number }[] = [
  { maxMinutes: 5, cpi: 1.0 },
  { maxMinutes: 10, cpi: 1.5 },
  { maxMinutes: 15, cpi: 2.0 },
  { maxMinutes: 20, cpi: 2.6 },
  { maxMinutes: 25, cpi: 3.2 },
  { maxMinutes: 30, cpi: 3.9 },
];
/** GBP per minute beyond the last tier. */
export const CPI_PER_EXTRA_MINUTE = 0.15;

/** Multiplier for incidence rates (percent) of at least `minRate`; the first band that fits wins. */
export const INCIDENCE_BANDS: readonly { minRate: number; multiplier: number }[] = [
  { minRate: 75, multiplier: 1.0 },
  { minRate: 50, multiplier: 1.25 },
  { minRate: 30, multiplier: 1.6 },
  { minRate: 15, multiplier: 2.2 },
  { minRate: 5, multiplier: 3.5 },
  { minRate: 1, multiplier: 6.0 },
  { minRate: 0, multiplier: 10.0 },
];

export interface CpiInput {
  /** Length of interview in minutes (> 0). */
  lengthOfInterview: number;
  /** Percent of the population that qualifies, 0..100. */
  incidenceRate: number;
  /** The account's price markup as a fraction (0.2 = +20%), >= 0. */
  accountMarkup: number;
}

export interface CpiQuote {
  /** The customer's price per interview, markup included. */
  amount: number;
  /** The price before markup. */
  baseAmount: number;
  currency: typeof CPI_CURRENCY;
}

const roundToPence = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Base CPI for a length of interview, before incidence and markup. */
export function loiBaseCpi(lengthOfInterview: number): number {
  const minutes = Math.ceil(lengthOfInterview);
  for (const tier of LOI_TIERS) if (minutes <= tier.maxMinutes) return tier.cpi;
  const last = LOI_TIERS[LOI_TIERS.length - 1] ?? { maxMinutes: 0, cpi: 0 };
  return last.cpi + (minutes - last.maxMinutes) * CPI_PER_EXTRA_MINUTE;
}

/** How much dearer a complete is at this incidence rate. */
export function incidenceMultiplier(incidenceRate: number): number {
  for (const band of INCIDENCE_BANDS) if (incidenceRate >= band.minRate) return band.multiplier;
  return INCIDENCE_BANDS[INCIDENCE_BANDS.length - 1]?.multiplier ?? 1;
}

/** The cost per interview for a survey; throws RangeError for inputs outside the card. */
export function costPerInterview(input: CpiInput): CpiQuote {
  const { lengthOfInterview, incidenceRate, accountMarkup } = input;
  if (!Number.isFinite(lengthOfInterview) || lengthOfInterview <= 0) {
    throw new RangeError('lengthOfInterview must be a positive number of minutes');
  }
  if (!Number.isFinite(incidenceRate) || incidenceRate < 0 || incidenceRate > 100) {
    throw new RangeError('incidenceRate must be a percentage between 0 and 100');
  }
  if (!Number.isFinite(accountMarkup) || accountMarkup < 0) {
    throw new RangeError('accountMarkup must be a number >= 0');
  }
  const base = loiBaseCpi(lengthOfInterview) * incidenceMultiplier(incidenceRate);
  return {
    amount: roundToPence(base * (1 + accountMarkup)),
    baseAmount: roundToPence(base),
    currency: CPI_CURRENCY,
  };
}
