import { fc, test } from '@fast-check/vitest';
import type { ResponseFilter } from '@survey/domain/results/contract';
import { MAX_FILTERS, MAX_THEME_FILTER_IDS } from '@survey/domain/results/requestLimits';
import { describe, expect, it } from 'vitest';
import type { FilterQuestion } from './filterQuestions.ts';
import { filtersFromParam, filtersParam, themesFromParam, themesParam } from './filtersUrl.ts';

const FILTERS: ResponseFilter[] = [
  { questionId: 'gender', matrixTitleId: null, responseOptionIds: ['female'] },
  { questionId: 'row1', matrixTitleId: 'm1', responseOptionIds: ['c1', 'c2'] },
  { questionId: 'q4', matrixTitleId: null, responseOptionIds: ['theme:deliveri'] },
];
const THEMES: FilterQuestion[] = [
  {
    questionId: 'q4',
    matrixTitleId: null,
    label: 'Q4',
    text: 'Why?',
    options: [
      { id: 'theme:deliveri', text: 'delivery, late' },
      { id: 'theme:price', text: 'price' },
    ],
  },
];

describe('the filters in the address', () => {
  it('reads back the filters it wrote, matrix rows and themes included', () => {
    expect(filtersFromParam(filtersParam(FILTERS))).toEqual(FILTERS);
  });

  it('writes no param when nothing is filtered', () => {
    expect(filtersParam([])).toBeNull();
    expect(filtersFromParam(null)).toEqual([]);
  });

  it('reads anything this page could not have written as no filters', () => {
    const bad = [
      'not json',
      '{}',
      '[{"questionId":"q1","matrixTitleId":null}]',
      '[{"questionId":"q1","matrixTitleId":null,"responseOptionIds":[]}]',
      '[{"questionId":"","matrixTitleId":null,"responseOptionIds":["a"]}]',
      '[{"questionId":"q1","matrixTitleId":3,"responseOptionIds":["a"]}]',
      // Two filters on one question: the panel keeps one a question.
      JSON.stringify([FILTERS[0], FILTERS[0]]),
      JSON.stringify(
        Array.from({ length: MAX_FILTERS + 1 }, (_, i) => ({
          questionId: `q${i}`,
          matrixTitleId: null,
          responseOptionIds: ['a'],
        })),
      ),
      JSON.stringify([
        {
          questionId: 'q4',
          matrixTitleId: null,
          responseOptionIds: Array.from(
            { length: MAX_THEME_FILTER_IDS + 1 },
            (_, i) => `theme:${i}`,
          ),
        },
      ]),
      JSON.stringify([
        { questionId: 'x'.repeat(201), matrixTitleId: null, responseOptionIds: ['a'] },
      ]),
    ];
    for (const value of bad) expect(filtersFromParam(value), value).toEqual([]);
  });

  test.prop([fc.string({ maxLength: 300 })])('never throws on any address', (value) => {
    expect(Array.isArray(filtersFromParam(value))).toBe(true);
    expect(Array.isArray(themesFromParam(value))).toBe(true);
  });
});

describe("the chosen themes' words in the address", () => {
  it('keeps the words of the themes still filtered on, and reads them back', () => {
    const value = themesParam(THEMES, FILTERS);
    expect(themesFromParam(value)).toEqual([
      { ...THEMES[0], options: [{ id: 'theme:deliveri', text: 'delivery, late' }] },
    ]);
  });

  it('drops the words once no filter uses the theme', () => {
    expect(themesParam(THEMES, FILTERS.slice(0, 2))).toBeNull();
  });

  it('reads words this page could not have written as none', () => {
    expect(themesFromParam('[{"questionId":"q4","label":"Q4","text":"Why?"}]')).toEqual([]);
    expect(themesFromParam('[{"questionId":"q4","label":7,"text":"Why?","options":[]}]')).toEqual(
      [],
    );
  });
});
