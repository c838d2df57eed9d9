/**
 * Household income bands in the respondent's language (issue 37 §1). A band's English text is
 * worded from its amounts in the fieldwork country's currency (`income.ts`); a language words the
 * same amounts through its templates ('Unter {amount}', '{from} bis {to}', '{amount} oder mehr').
 *
 * The amounts are read back from the option's English text, not from the catalogue's current
 * ranges: an audience keeps the option texts it was bought with, and a later catalogue version may
 * move a boundary. Each amount keeps its currency symbol and its value; only the digit grouping and
 * the symbol's side follow the language (German '18.000 €', French '18 000 €', Dutch '€ 18.000').
 */
import type { ScreeningTexts } from './types.ts';

/** An amount as the catalogue writes it: a currency prefix ('£', 'NOK ') and a whole number. */
export interface BandAmount {
  symbol: string;
  value: number;
}

/** A band read from its English text. */
export type IncomeBand =
  | { kind: 'under'; amount: BandAmount }
  | { kind: 'between'; from: BandAmount; to: BandAmount }
  | { kind: 'or_more'; amount: BandAmount };

const AMOUNT = /^(\D*?)\s*(\d{1,3}(?:,\d{3})*)$/;

function amountOf(text: string): BandAmount | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  return { symbol: (m[1] ?? '').trim(), value: Number((m[2] ?? '').replaceAll(',', '')) };
}

/** The band an English income option's text describes, or null when it is not one. */
export function incomeBandOf(englishText: string): IncomeBand | null {
  const under = /^Under (.+)$/.exec(englishText);
  if (under) {
    const amount = amountOf(under[1] ?? '');
    return amount && { kind: 'under', amount };
  }
  const more = /^(.+) or more$/.exec(englishText);
  if (more) {
    const amount = amountOf(more[1] ?? '');
    return amount && { kind: 'or_more', amount };
  }
  const between = /^(.+) to (.+)$/.exec(englishText);
  if (between) {
    const from = amountOf(between[1] ?? '');
    const to = amountOf(between[2] ?? '');
    return from && to && { kind: 'between', from, to };
  }
  return null;
}

/**
 * Where the language writes a currency and with what between it and the number, taken from the
 * platform's CLDR data (`Intl`) for a currency every locale knows.
 */
function currencyPattern(language: string): { before: boolean; gap: string } {
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
  }).formatToParts(1000);
  const currency = parts.findIndex((p) => p.type === 'currency');
  const integer = parts.findIndex((p) => p.type === 'integer');
  const before = currency < integer;
  const between = before ? parts[currency + 1] : parts[currency - 1];
  const gap = between?.type === 'literal' ? between.value : '';
  return { before, gap };
}

/** The amount written as `language` writes money: its digit grouping, its symbol's side. */
export function formatAmount(language: string, amount: BandAmount): string {
  const digits = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(amount.value);
  if (amount.symbol === '') return digits;
  const { before, gap } = currencyPattern(language);
  // A symbol of letters ('NOK', 'CHF') needs a space even where the language's own symbol does not.
  const space = gap === '' && /\p{L}{2,}/u.test(amount.symbol) ? '\u00a0' : gap;
  return before ? `${amount.symbol}${space}${digits}` : `${digits}${space}${amount.symbol}`;
}

/**
 * The band's text in `language` from its templates, or null when the language has none (keep the
 * catalogue's text) or the text is no band.
 */
export function incomeBandText(
  language: string,
  texts: ScreeningTexts,
  englishText: string,
): string | null {
  const band = incomeBandOf(englishText);
  if (!band) return null;
  const template = texts[`household_income.${band.kind}`];
  if (!template) return null;
  const money = (a: BandAmount) => formatAmount(language, a);
  if (band.kind === 'between') {
    return template.replace('{from}', money(band.from)).replace('{to}', money(band.to));
  }
  return template.replace('{amount}', money(band.amount));
}
