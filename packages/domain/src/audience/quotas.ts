/** Quota arithmetic (spec 2 §5): the 100% rule, 'Sum quotas to 100%', and quota input parsing. */
import { QUOTA_INPUT_DECIMALS, QUOTA_SUM_DECIMALS } from './constants.ts';

/** `value` rounded half away from zero to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
}

/** True when the quotas, as fractions, sum to 1 after rounding to 5 decimals. */
export function quotasSumTo100(percents: readonly number[]): boolean {
  const sum = percents.reduce((s, p) => s + p, 0);
  return roundTo(sum / 100, QUOTA_SUM_DECIMALS) === 1;
}

/**
 * 'Sum quotas to 100%': under 100 the remainder is spread evenly over the given (qualifying)
 * options; over 100 every quota is scaled down proportionally. Already 100: unchanged. Empty: empty.
 */
export function sumQuotasTo100(percents: readonly number[]): number[] {
  if (percents.length === 0 || quotasSumTo100(percents)) return [...percents];
  const sum = percents.reduce((s, p) => s + p, 0);
  if (sum < 100) {
    const share = (100 - sum) / percents.length;
    return percents.map((p) => p + share);
  }
  return percents.map((p) => (p * 100) / sum);
}

export type QuotaInputError = 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS' | 'OUT_OF_RANGE';

export type QuotaInputResult =
  { ok: true; percent: number } | { ok: false; error: QuotaInputError };

const NUMBER = /^(\d+)(?:[.,](\d*))?$/;

/** Parses what the user typed in a quota field: '12', '12.5' or '12,5'; 0 to 100, 1 decimal. */
export function parseQuotaInput(text: string): QuotaInputResult {
  const match = NUMBER.exec(text.trim());
  if (!match) return { ok: false, error: 'NOT_A_NUMBER' };
  const [, whole = '', decimals = ''] = match;
  if (decimals.length > QUOTA_INPUT_DECIMALS) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const percent = Number(decimals ? `${whole}.${decimals}` : whole);
  if (percent > 100) return { ok: false, error: 'OUT_OF_RANGE' };
  return { ok: true, percent };
}

/** A quota as shown: rounded to 1 decimal, '.0' dropped, with the given decimal separator. */
export function formatQuotaPercent(percent: number, decimalSeparator: '.' | ',' = '.'): string {
  const text = String(roundTo(percent, QUOTA_INPUT_DECIMALS));
  return decimalSeparator === ',' ? text.replace('.', ',') : text;
}
