/**
 * Household income bands in local currency, one set per fieldwork country.
 *
 * Approximation (a decision, not official data): each country has one reference figure, a rounded
 * median annual gross household income in its currency from the national statistics office's
 * latest release known to us (2022-2024; ARS and TRY move fast with inflation and need yearly
 * review). The six bands split at 0.4, 0.7, 1, 1.5 and 2.5 times that figure, each boundary rounded
 * to two significant figures, so the bands mean the same relative position in every country.
 * Bump CATALOGUE_VERSION when a figure changes: option texts are copied into audiences.
 */
import type { CatalogueOption } from './types.ts';

interface IncomeReference {
  currency: string;
  /** Prefix shown before amounts. */
  symbol: string;
  /** Rounded median annual gross household income, local currency. */
  median: number;
  source: string;
}

const ref = (currency: string, symbol: string, median: number, source: string) => ({
  currency,
  symbol,
  median,
  source,
});

export const INCOME_REFERENCES: Readonly<Record<string, IncomeReference>> = {
  GB: ref('GBP', '£', 35_000, 'ONS household income FYE 2023'),
  AR: ref('ARS', 'ARS ', 10_000_000, 'INDEC EPH 2024'),
  AU: ref('AUD', 'A$', 100_000, 'ABS Survey of Income and Housing 2019-20, indexed'),
  AT: ref('EUR', '€', 45_000, 'Statistik Austria EU-SILC 2023'),
  BE: ref('EUR', '€', 45_000, 'Statbel EU-SILC 2023'),
  BR: ref('BRL', 'R$', 36_000, 'IBGE PNAD 2023'),
  CA: ref('CAD', 'C$', 85_000, 'Statistics Canada CIS 2022'),
  CL: ref('CLP', 'CLP ', 12_000_000, 'INE ESI 2023'),
  CN: ref('CNY', '¥', 100_000, 'NBS per-capita disposable income 2023 x household size'),
  CO: ref('COP', 'COP ', 36_000_000, 'DANE GEIH 2023'),
  CZ: ref('CZK', 'CZK ', 600_000, 'CZSO EU-SILC 2023'),
  DK: ref('DKK', 'DKK ', 450_000, 'Statistics Denmark 2022'),
  FI: ref('EUR', '€', 45_000, 'Statistics Finland 2022'),
  FR: ref('EUR', '€', 40_000, 'INSEE Filosofi 2021'),
  DE: ref('EUR', '€', 45_000, 'Destatis EU-SILC 2023'),
  GR: ref('EUR', '€', 20_000, 'ELSTAT EU-SILC 2023'),
  HK: ref('HKD', 'HK$', 330_000, 'C&SD median monthly household income 2023 x 12'),
  HU: ref('HUF', 'HUF ', 6_000_000, 'KSH EU-SILC 2023'),
  IN: ref('INR', '₹', 300_000, 'PLFS / household consumption surveys 2023, approximate'),
  ID: ref('IDR', 'Rp ', 60_000_000, 'BPS Sakernas 2023'),
  IE: ref('EUR', '€', 55_000, 'CSO SILC 2023'),
  IT: ref('EUR', '€', 35_000, 'Istat 2022'),
  JP: ref('JPY', '¥', 5_000_000, 'MHLW Comprehensive Survey of Living Conditions 2022'),
  MY: ref('MYR', 'RM ', 80_000, 'DOSM Household Income Survey 2022'),
  MX: ref('MXN', 'MX$', 200_000, 'INEGI ENIGH 2022'),
  NL: ref('EUR', '€', 45_000, 'CBS 2022'),
  NZ: ref('NZD', 'NZ$', 100_000, 'Stats NZ HES 2023'),
  NO: ref('NOK', 'NOK ', 650_000, 'SSB 2022'),
  PE: ref('PEN', 'S/ ', 30_000, 'INEI ENAHO 2023'),
  PH: ref('PHP', '₱', 300_000, 'PSA FIES 2023'),
  PL: ref('PLN', 'zł ', 90_000, 'GUS household budget survey 2023'),
  PT: ref('EUR', '€', 22_000, 'INE EU-SILC 2023'),
  RO: ref('RON', 'RON ', 60_000, 'INS 2023'),
  SG: ref('SGD', 'S$', 130_000, 'SingStat Key Household Income Trends 2023'),
  ZA: ref('ZAR', 'R ', 150_000, 'Stats SA GHS 2023, approximate'),
  KR: ref('KRW', '₩', 60_000_000, 'KOSTAT Household Finance Survey 2023'),
  ES: ref('EUR', '€', 32_000, 'INE ECV 2023'),
  SE: ref('SEK', 'SEK ', 450_000, 'SCB 2022'),
  CH: ref('CHF', 'CHF ', 100_000, 'FSO HBS 2021'),
  TW: ref('TWD', 'NT$', 1_100_000, 'DGBAS Family Income and Expenditure Survey 2023'),
  TH: ref('THB', '฿', 330_000, 'NSO Household Socio-Economic Survey 2023'),
  TR: ref('TRY', '₺', 500_000, 'TurkStat Income and Living Conditions 2024'),
  US: ref('USD', '$', 80_000, 'US Census Bureau CPS ASEC 2024 (2023 incomes)'),
};

/** Band boundaries as multiples of the reference median. */
export const INCOME_BAND_FACTORS = [0.4, 0.7, 1, 1.5, 2.5] as const;

function twoSignificant(value: number): number {
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function money(symbol: string, amount: number): string {
  return `${symbol}${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Income band options for a country ([] when it has no reference figure). */
export function incomeOptions(countryCode: string): CatalogueOption[] {
  const r = INCOME_REFERENCES[countryCode];
  if (!r) return [];
  const bounds = INCOME_BAND_FACTORS.map((f) => twoSignificant(r.median * f));
  const out: CatalogueOption[] = [];
  bounds.forEach((upper, i) => {
    const lower = i === 0 ? 0 : (bounds[i - 1] ?? 0);
    const text =
      i === 0
        ? `Under ${money(r.symbol, upper)}`
        : `${money(r.symbol, lower)} to ${money(r.symbol, upper - 1)}`;
    out.push({ code: `band_${i + 1}`, text, range: { min: lower, max: upper - 1 } });
  });
  const top = bounds[bounds.length - 1] ?? 0;
  out.push({
    code: `band_${bounds.length + 1}`,
    text: `${money(r.symbol, top)} or more`,
    range: { min: top, max: null },
  });
  out.push({ code: 'prefer_not_to_say', text: 'Prefer not to say' });
  return out;
}
