import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderCost } from '../pricing/orderCost.ts';
import { COUNTRIES } from '../projects/countries.ts';
import { QuestionnaireBuilder } from '../questionnaire/testing/builders.ts';
import {
  addQuestionnaireLanguage,
  setQuestionnaireTranslation,
} from '../questionnaire/translations/commands.ts';
import { NO_TRANSLATIONS } from '../questionnaire/translations/model.ts';
import { translatableTexts } from '../questionnaire/translations/texts.ts';
import {
  addMarketProblem,
  marketCountries,
  marketLanguageMissing,
  marketsProblems,
  marketsTotal,
  MAX_MARKETS,
  removeMarketProblem,
} from './markets.ts';

const codes = COUNTRIES.map((c) => c.countryCode);

describe('marketsProblems', () => {
  it('accepts two or more distinct sold countries, in any case', () => {
    expect(marketsProblems(['GB', 'DE', 'FR'])).toEqual([]);
    expect(marketsProblems(['gb', 'de'])).toEqual([]);
    expect(marketsProblems(codes)).toEqual([]);
    expect(MAX_MARKETS).toBe(43);
  });
  it('refuses fewer than two markets, unknown and repeated countries', () => {
    expect(marketsProblems(['GB'])).toEqual([{ code: 'TOO_FEW_MARKETS', min: 2 }]);
    expect(marketsProblems([])).toEqual([{ code: 'TOO_FEW_MARKETS', min: 2 }]);
    expect(marketsProblems(['GB', 'XX', 'DE'])).toEqual([
      { code: 'UNKNOWN_COUNTRY', countryCode: 'XX' },
    ]);
    expect(marketsProblems(['GB', 'gb', 'DE'])).toEqual([
      { code: 'DUPLICATE_COUNTRY', countryCode: 'GB' },
    ]);
    expect(marketsProblems(['GB', 'GB'])).toContainEqual({ code: 'TOO_FEW_MARKETS', min: 2 });
  });
  test.prop([fc.subarray(codes, { minLength: 2 })])(
    'any 2..43 distinct sold countries are valid, and give their countries in order',
    (picked) => {
      expect(marketsProblems(picked)).toEqual([]);
      expect(marketCountries(picked).map((c) => c.countryCode)).toEqual(picked);
      expect(marketCountries(picked).every((c) => c.locale.country === c.countryCode)).toBe(true);
    },
  );
  test.prop([fc.array(fc.constantFrom(...codes, 'XX', 'us'), { maxLength: 50 })])(
    'a list is valid exactly when it holds 2+ sold countries, none twice',
    (picked) => {
      const upper = picked.map((c) => c.toUpperCase());
      const valid =
        upper.every((c) => codes.includes(c)) &&
        new Set(upper).size === upper.length &&
        upper.length >= 2;
      expect(marketsProblems(picked).length === 0).toBe(valid);
      if (!valid) expect(() => marketCountries(picked)).toThrow(RangeError);
    },
  );
});

describe('adding and removing a market', () => {
  it('adds a sold country not yet there', () => {
    expect(addMarketProblem(['GB', 'DE'], 'FR')).toBeNull();
    expect(addMarketProblem(['GB', 'DE'], 'de')).toEqual({
      code: 'DUPLICATE_COUNTRY',
      countryCode: 'DE',
    });
    expect(addMarketProblem(['GB', 'DE'], 'XX')).toEqual({
      code: 'UNKNOWN_COUNTRY',
      countryCode: 'XX',
    });
  });
  it('removes one while two stay', () => {
    expect(removeMarketProblem(3)).toBeNull();
    expect(removeMarketProblem(2)).toEqual({ code: 'TOO_FEW_MARKETS', min: 2 });
  });
});

describe('marketLanguageMissing', () => {
  const q = new QuestionnaireBuilder().question('Which brand?', ['Acme', 'Other']).q;
  const keys = translatableTexts(q).map((t) => t.key);

  it('asks nothing of the base language', () => {
    expect(marketLanguageMissing(q, NO_TRANSLATIONS, 'en')).toEqual([]);
  });
  it('lists every text of a language never added, and of one partly translated', () => {
    expect(marketLanguageMissing(q, NO_TRANSLATIONS, 'de').map((m) => m.key)).toEqual(keys);
    let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });
    t = setQuestionnaireTranslation(t, q, {
      language: 'de',
      key: keys[0] ?? '',
      text: 'Welche Marke?',
    });
    const missing = marketLanguageMissing(q, t, 'de');
    expect(missing.map((m) => m.key)).toEqual(keys.slice(1));
    expect(missing.every((m) => m.language === 'de')).toBe(true);
  });
  it('asks nothing once every text is translated', () => {
    let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'fr' });
    for (const key of keys)
      t = setQuestionnaireTranslation(t, q, { language: 'fr', key, text: `fr ${key}` });
    expect(marketLanguageMissing(q, t, 'fr')).toEqual([]);
  });
});

describe('marketsTotal', () => {
  it('adds the markets to the penny', () => {
    expect(
      marketsTotal([
        { cpi: 1.1, completes: 3 },
        { cpi: 2.2, completes: 3 },
      ]),
    ).toBe(9.9);
    expect(
      marketsTotal([
        { cpi: 0.1, completes: 1 },
        { cpi: 0.2, completes: 1 },
      ]),
    ).toBe(0.3);
  });
  const market = fc.record({
    cpi: fc.integer({ min: 0, max: 100_000 }).map((p) => p / 100),
    completes: fc.integer({ min: 1, max: 99_999 }),
  });
  test.prop([fc.array(market, { minLength: 2, maxLength: 43 })])(
    'is the sum of each market total (the one total rule), a whole number of pence',
    (markets) => {
      const total = marketsTotal(markets);
      const pence = markets.reduce(
        (s, m) => s + Math.round(orderCost(m.cpi, m.completes) * 100),
        0,
      );
      // The closest pounds figure to a whole number of pence: no drift from adding floats.
      expect(total).toBe(pence / 100);
    },
  );
});
