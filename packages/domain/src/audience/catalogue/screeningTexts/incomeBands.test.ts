import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { INCOME_REFERENCES, incomeOptions } from '../income.ts';
import { formatAmount, incomeBandOf, incomeBandText } from './incomeBands.ts';
import { SCREENING_LANGUAGES, screeningTextsOf } from './index.ts';

/** The whole numbers a text shows, each with its grouping separators removed. */
function numbersIn(text: string): number[] {
  return (text.match(/\d(?:[\d.,\u00a0\u202f ]*\d)?/g) ?? []).map((n) =>
    Number(n.replace(/\D/g, '')),
  );
}

const WITH_TEMPLATES = SCREENING_LANGUAGES.filter(
  (l) => screeningTextsOf(l)['household_income.between'] !== undefined,
);
const SYMBOLS = [...new Set(Object.values(INCOME_REFERENCES).map((r) => r.symbol))];

describe('income bands in the respondent language (issue 37 §1)', () => {
  it('has languages with templates to check', () => {
    expect(WITH_TEMPLATES).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  it.each(WITH_TEMPLATES.map((l) => [l]))(
    '%s words every country’s bands with their amounts and symbol, and loses no band',
    (language) => {
      const texts = screeningTextsOf(language);
      for (const country of Object.keys(INCOME_REFERENCES)) {
        const symbol = INCOME_REFERENCES[country]?.symbol.trim() ?? '';
        const bands = incomeOptions(country).filter((o) => o.range);
        const worded = bands.map((o) => incomeBandText(language, texts, o.text));
        bands.forEach((o, i) => {
          const text = worded[i] ?? '';
          const where = `${language} ${country} ${o.code}: ${text}`;
          const { min, max } = o.range ?? { min: 0, max: null };
          const expected = i === 0 ? [(max ?? 0) + 1] : max === null ? [min] : [min, max];
          expect(numbersIn(text), where).toEqual(expected);
          expect(text, where).toContain(symbol);
          expect(text, where).not.toBe(o.text);
        });
        expect(new Set(worded).size, `${language} ${country}`).toBe(bands.length);
      }
    },
  );

  it('writes money as the language does', () => {
    expect(formatAmount('de', { symbol: '€', value: 18000 })).toBe('18.000\u00a0€');
    expect(formatAmount('en', { symbol: '£', value: 14000 })).toBe('£14,000');
    expect(formatAmount('en', { symbol: 'NOK', value: 450000 })).toBe('NOK\u00a0450,000');
  });

  it('leaves a text that is no band, or a language without templates, to the catalogue', () => {
    expect(incomeBandOf('Prefer not to say')).toBeNull();
    expect(incomeBandText('de', screeningTextsOf('de'), 'Prefer not to say')).toBeNull();
    expect(incomeBandText('xx', screeningTextsOf('xx'), 'Under £14,000')).toBeNull();
  });

  test.prop([
    fc.constantFrom(...WITH_TEMPLATES, 'en'),
    fc.constantFrom(...SYMBOLS),
    fc.integer({ min: 1, max: 10_000_000_000 }),
  ])('any amount keeps its value and symbol in any language', (language, symbol, value) => {
    const english = `Under ${symbol}${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    const band = incomeBandOf(english);
    expect(band).toEqual({ kind: 'under', amount: { symbol: symbol.trim(), value } });
    const text = formatAmount(language, { symbol: symbol.trim(), value });
    expect(numbersIn(text)).toEqual([value]);
    expect(text).toContain(symbol.trim());
  });
});
