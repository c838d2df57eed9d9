import { describe, expect, it } from 'vitest';
import { criterionFor } from '../catalogue.ts';
import { INTEREST_CRITERIA } from '../criteriaInterests.ts';
import { LIFESTYLE_CRITERIA } from '../criteriaLifestyle.ts';
import { PEOPLE_CRITERIA } from '../criteriaPeople.ts';
import { SCREENING_LANGUAGES, screeningTextsOf } from './index.ts';

const CRITERIA = [...PEOPLE_CRITERIA, ...INTEREST_CRITERIA, ...LIFESTYLE_CRITERIA];
/** Income bands are worded from templates around the country's amounts, and their placeholders. */
const INCOME_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  'household_income.under': ['{amount}'],
  'household_income.between': ['{from}', '{to}'],
  'household_income.or_more': ['{amount}'],
};

/** Every key a language must have: each criterion's question and each worded option. */
function requiredKeys(): string[] {
  const keys: string[] = [];
  for (const d of CRITERIA) {
    keys.push(d.code);
    // Region names are the country's own.
    if (d.code === 'region') continue;
    for (const o of criterionFor('GB', d.code)?.options ?? []) {
      if (d.code === 'household_income' && o.code.startsWith('band_')) continue;
      if (/[a-z]/i.test(o.text)) keys.push(`${d.code}.${o.code}`);
    }
  }
  return [...keys, ...Object.keys(INCOME_TEMPLATES)];
}

describe('the standard screening texts of every language (issue 37 §1)', () => {
  const required = requiredKeys();
  const known = new Set([
    ...required,
    // Numeric options may be worded too (e.g. '6 or more', 'None').
    ...CRITERIA.flatMap((d) =>
      (criterionFor('GB', d.code)?.options ?? []).map((o) => `${d.code}.${o.code}`),
    ),
  ]);

  it.each(SCREENING_LANGUAGES.map((l) => [l]))('%s has every text, and only known keys', (l) => {
    const texts = screeningTextsOf(l);
    expect(required.filter((k) => !texts[k])).toEqual([]);
    expect(Object.keys(texts).filter((k) => !known.has(k))).toEqual([]);
    for (const [key, text] of Object.entries(texts)) {
      expect(text, `${l} ${key}`).toBe(text.trim());
      const placeholders = INCOME_TEMPLATES[key] ?? [];
      for (const p of placeholders) expect(text, `${l} ${key}`).toContain(p);
      if (placeholders.length === 0) expect(text, `${l} ${key}`).not.toContain('{');
    }
  });
});
