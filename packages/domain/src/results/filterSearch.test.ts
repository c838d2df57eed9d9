import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchFilterSearch, truncateText, type FilterSearchEntry } from './filterSearch.ts';

const gender: FilterSearchEntry = {
  label: 'A1',
  text: 'Gender',
  parts: [{ text: 'Male' }, { text: 'Female' }, { text: 'Prefer not to say' }],
  columns: [],
};
const drinks: FilterSearchEntry = {
  label: 'Q2',
  text: 'Which drinks do you like?',
  parts: [{ text: 'Coffee' }, { text: 'Tea' }, { text: 'Hot chocolate' }],
  columns: [],
};
const brands: FilterSearchEntry = {
  label: 'Q10',
  text: 'Rate these brands',
  parts: [{ text: 'Acme' }, { text: 'Globex' }, { text: 'Initech' }],
  columns: [{ text: 'Love it' }, { text: 'Hate it' }],
};

describe('matchFilterSearch', () => {
  it('shows everything for an empty or blank search', () => {
    expect(matchFilterSearch('', drinks)).toEqual([0, 1, 2]);
    expect(matchFilterSearch('   ', drinks)).toEqual([0, 1, 2]);
  });

  it('matches a title case-insensitively and shows the whole question', () => {
    expect(matchFilterSearch('DRINKS', drinks)).toEqual([0, 1, 2]);
    expect(matchFilterSearch('drinks', gender)).toBeNull();
  });

  it('matches option texts and shows only those options', () => {
    expect(matchFilterSearch('ho', drinks)).toEqual([2]);
    expect(matchFilterSearch('male', gender)).toEqual([0, 1]);
  });

  it('matches an identifier: a1 audience, q2 questionnaire, whole numbers only', () => {
    expect(matchFilterSearch('a1', gender)).toEqual([0, 1, 2]);
    expect(matchFilterSearch('Q2', drinks)).toEqual([0, 1, 2]);
    expect(matchFilterSearch('q1', brands)).toBeNull();
    expect(matchFilterSearch('q10', brands)).toEqual([0, 1, 2]);
    expect(matchFilterSearch('a2', drinks)).toBeNull();
  });

  it('reads q2.3 as the third option of a question, the third row of a matrix', () => {
    expect(matchFilterSearch('q2.3', drinks)).toEqual([2]);
    expect(matchFilterSearch('q10.2', brands)).toEqual([1]);
    expect(matchFilterSearch('q2.4', drinks)).toBeNull();
    expect(matchFilterSearch('q2.0', drinks)).toBeNull();
  });

  it('shows every matrix row when a column matches', () => {
    expect(matchFilterSearch('hate', brands)).toEqual([0, 1, 2]);
  });

  it('answers sorted, distinct, in-range parts for any search', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(gender, drinks, brands), (query, entry) => {
        const match = matchFilterSearch(query, entry);
        if (match === null) return;
        expect([...new Set(match)].sort((a, b) => a - b)).toEqual(match);
        for (const index of match) expect(index).toBeLessThan(entry.parts.length);
      }),
    );
  });
});

describe('truncateText', () => {
  it('cuts option texts longer than 45 characters', () => {
    const long = 'An option text that is a good deal longer than forty-five characters';
    expect(truncateText(long)).toBe('An option text that is a good deal longer tha…');
    expect(truncateText('x'.repeat(45))).toBe('x'.repeat(45));
  });

  it('never keeps more than 45 characters of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (text) => {
        const cut = truncateText(text);
        expect(Array.from(cut.replace(/…$/, '')).length).toBeLessThanOrEqual(45);
        if (Array.from(text).length <= 45) expect(cut).toBe(text);
      }),
    );
  });
});
