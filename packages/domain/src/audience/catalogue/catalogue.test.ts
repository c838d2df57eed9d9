import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../projects/countries.ts';
import { createDraftAudience } from '../factories.ts';
import { CRITERION_DEFINITIONS, criteriaFor, criterionFor } from './catalogue.ts';
import { CATEGORIES } from './categories.ts';
import { INCOME_REFERENCES } from './income.ts';
import { categories, searchCategories } from './query.ts';

const gb = createDraftAudience('survey-1', 'GB');

describe('criteria catalogue', () => {
  it('has the 15 categories of spec 2 §9 in position order', () => {
    expect(CATEGORIES.map((c) => c.code)).toEqual([
      'demographic',
      'geographic',
      'household',
      'mobile',
      'finance',
      'automotive',
      'travel',
      'smoking',
      'healthcare',
      'electronics',
      'hobbies_&_interests',
      'business_&_occupation',
      'food_&_beverage',
      'media',
      'mother_&_baby',
    ]);
    expect(CATEGORIES.map((c) => c.position)).toEqual([...Array(15).keys()]);
  });

  it('offers at least 45 criteria, at least two in every category, with unique codes', () => {
    expect(CRITERION_DEFINITIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(CRITERION_DEFINITIONS.map((d) => d.code)).size).toBe(
      CRITERION_DEFINITIONS.length,
    );
    for (const cat of CATEGORIES) {
      expect(CRITERION_DEFINITIONS.filter((d) => d.category === cat.code).length).toBeGreaterThan(
        1,
      );
    }
  });

  it('gives every criterion in every country a question and 2+ distinct options', () => {
    for (const { countryCode } of COUNTRIES) {
      for (const c of criteriaFor(countryCode)) {
        expect(c.questionText.trim()).not.toBe('');
        expect(c.options.length).toBeGreaterThanOrEqual(2);
        expect(new Set(c.options.map((o) => o.code)).size).toBe(c.options.length);
        expect(new Set(c.options.map((o) => o.text)).size).toBe(c.options.length);
      }
    }
  });

  it('has regions for every country with ISO subdivisions (Hong Kong has none)', () => {
    for (const { countryCode } of COUNTRIES) {
      expect(criterionFor(countryCode, 'region') === undefined).toBe(countryCode === 'HK');
    }
    expect(criterionFor('DE', 'region')?.options.find((o) => o.code === 'DE-BY')?.text).toBe(
      'Bayern',
    );
  });

  it('has income bands in local currency for all 43 countries', () => {
    expect(Object.keys(INCOME_REFERENCES).sort()).toEqual(
      COUNTRIES.map((c) => c.countryCode).sort(),
    );
    expect(criterionFor('GB', 'household_income')?.options.map((o) => o.text)).toEqual([
      'Under £14,000',
      '£14,000 to £24,999',
      '£25,000 to £34,999',
      '£35,000 to £52,999',
      '£53,000 to £87,999',
      '£88,000 or more',
      'Prefer not to say',
    ]);
    expect(criterionFor('JP', 'household_income')?.options[0]?.text).toBe('Under ¥2,000,000');
  });

  it('has ordered age buckets whose gaps need quotas', () => {
    const age = criterionFor('US', 'age');
    expect(age?.gapsNeedQuotas).toBe(true);
    expect(age?.options.map((o) => o.text)).toEqual([
      '18-24',
      '25-34',
      '35-44',
      '45-54',
      '55-64',
      '65+',
    ]);
  });
});

describe('categories()', () => {
  it('lists all categories and the criteria of the expanded ones only', () => {
    const list = categories(gb, ['demographic', 'geographic']);
    expect(list).toHaveLength(15);
    expect(list[0]?.standardCriteria.map((c) => c.criterion.code)).toContain('age');
    expect(list[1]?.standardCriteria.map((c) => c.criterion.code)).toContain('region');
    expect(list[2]?.standardCriteria).toEqual([]);
    expect(list[0]?.standardCriteria[0]?.state).toBe('Disabled');
  });
});

describe('searchCategories()', () => {
  it('matches criterion names, question texts and option texts, ignoring case and accents', () => {
    const byName = searchCategories(gb, 'smartphone operating');
    expect(byName.flatMap((c) => c.standardCriteria.map((s) => s.criterion.code))).toEqual([
      'smartphone_os',
    ]);
    const byQuestion = searchCategories(gb, 'how often do you drink');
    expect(byQuestion[0]?.standardCriteria[0]?.criterion.code).toBe('alcohol_frequency');
    const byOption = searchCategories(gb, 'SCOTLAND');
    expect(byOption).toHaveLength(1);
    expect(byOption[0]?.code).toBe('geographic');
    expect(byOption[0]?.standardCriteria[0]?.matchedText).toBe('Scotland');
    const fr = createDraftAudience('survey-2', 'FR');
    expect(searchCategories(fr, 'ile-de')[0]?.standardCriteria[0]?.matchedText).toBe(
      'Île-de-France',
    );
  });

  it('answers nothing for a blank search', () => {
    expect(searchCategories(gb, '   ')).toEqual([]);
  });
});
