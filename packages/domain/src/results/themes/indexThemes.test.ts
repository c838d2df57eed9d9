import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder } from '../../questionnaire/testing/builders.ts';
import { publishedSurveyOf } from '../../respondent/engine/published.ts';
import { audienceOf, standardMember } from '../../respondent/engine/testing/audienceFixtures.ts';
import { ResultsQueryError } from '../filters.ts';
import { resultLayout } from '../layout.ts';
import { ResultsIndex } from '../resultsIndex.ts';

function surveyIndex() {
  const b = new QuestionnaireBuilder()
    .question('Favourite?', ['Tea', 'Coffee'], 'Basic')
    .question('Why?', [], 'FreeText');
  const gender = standardMember(1, 'gender', [{ key: 'female' }, { key: 'male' }]);
  const layout = resultLayout(publishedSurveyOf(b.q, audienceOf(gender)));
  const [, basic, text] = layout.entries;
  const index = new ResultsIndex(layout);
  const answers: [string, string][] = [
    ['Tea', 'Delivery was late again'],
    ['Tea', 'The delivery came late'],
    ['Coffee', 'Late deliveries, every week'],
    ['Coffee', 'Great price for the quality'],
    ['Tea', 'Prices are fair'],
    ['Coffee', 'Good price'],
    ['Tea', 'ok'],
  ];
  answers.forEach(([pick, words], i) => {
    const option = basic?.rows.find((r) => r.text === pick)?.id ?? '';
    index.add(
      `s${i}`,
      {
        [basic?.pageKey ?? '']: { kind: 'choice', selected: [option], texts: {} },
        [text?.pageKey ?? '']: { kind: 'text', text: words },
      },
      1000 + i,
    );
  });
  const tea = basic?.rows.find((r) => r.text === 'Tea')?.id ?? '';
  return { index, basicId: basic?.id ?? '', textId: text?.id ?? '', tea };
}

describe('themes on the results index', () => {
  const { index, basicId, textId, tea } = surveyIndex();
  const themesOf = (responseFilters = [] as never[]) =>
    index.themes({ surveyId: 's', questionId: textId, responseFilters });

  it('finds themes among all answers and counts them among the filtered', () => {
    const all = themesOf();
    expect(all.answered).toBe(7);
    expect(all.themes.map((t) => [t.label, t.count])).toEqual([
      ['delivery, late', 3],
      ['price', 3],
      ['Other', 1],
    ]);
    const teaOnly = [{ questionId: basicId, matrixTitleId: null, responseOptionIds: [tea] }];
    const filtered = index.themes({ surveyId: 's', questionId: textId, responseFilters: teaOnly });
    expect(filtered.answered).toBe(4);
    expect(filtered.themes.map((t) => t.count)).toEqual([2, 1, 1]);
  });

  it('filters the summary and the texts by a theme like by an option', () => {
    const [delivery, , other] = themesOf().themes;
    const byTheme = [
      { questionId: textId, matrixTitleId: null, responseOptionIds: [delivery?.id ?? ''] },
    ];
    expect(index.summary('s', byTheme).samplesCollectedFiltered).toBe(3);
    const texts = index.texts({
      questionId: textId,
      responseFilters: byTheme,
      search: '',
      offset: 0,
      limit: 10,
    });
    expect(texts.items.map((i) => i.text).sort()).toEqual([
      'Delivery was late again',
      'Late deliveries, every week',
      'The delivery came late',
    ]);
    const byOther = [
      { questionId: textId, matrixTitleId: null, responseOptionIds: [other?.id ?? ''] },
    ];
    expect(index.summary('s', byOther).samplesCollectedFiltered).toBe(1);
  });

  it('leaves out excluded completes', () => {
    const excluding = surveyIndex();
    excluding.index.setExcluded(new Set(['s0', 's1']));
    const found = excluding.index.themes({
      surveyId: 's',
      questionId: excluding.textId,
      responseFilters: [],
    });
    expect(found.answered).toBe(5);
    expect(found.themes[0]).toMatchObject({ label: 'price', count: 3 });
  });

  it('refuses an option that is not a theme, and a question that takes no text', () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
        return 'accepted';
      } catch (error) {
        return error instanceof ResultsQueryError ? error.code : 'crashed';
      }
    };
    const filter = (ids: string[]) => [
      { questionId: textId, matrixTitleId: null, responseOptionIds: ids },
    ];
    expect(code(() => index.summary('s', filter(['late'])))).toBe('NOT_FILTERABLE');
    expect(code(() => index.summary('s', filter(['theme:a b'])))).toBe('NOT_FILTERABLE');
    expect(
      code(() => index.themes({ surveyId: 's', questionId: basicId, responseFilters: [] })),
    ).toBe('UNKNOWN_QUESTION');
  });

  it('refuses a theme no answer can be in, and counts a theme spelled twice once', () => {
    const filter = (ids: string[]) => [
      { questionId: textId, matrixTitleId: null, responseOptionIds: ids },
    ];
    const refused = (ids: string[]) => {
      try {
        index.summary('s', filter(ids));
        return null;
      } catch (error) {
        return error instanceof ResultsQueryError ? [error.code, error.message] : 'crashed';
      }
    };
    // A stem nobody used, and more stems than a theme holds (4), all used.
    expect(refused(['theme:zebra'])).toEqual([
      'UNKNOWN_THEME',
      `No theme theme:zebra in the answers to question ${textId}.`,
    ]);
    expect(refused(['theme:deliveri+late+price+good+great'])?.[0]).toBe('UNKNOWN_THEME');
    expect(refused([`theme:${'x'.repeat(2000)}`])?.[1]).toMatch(/theme:x{74}… in the answers/);
    const twice = filter(['theme:late+deliveri', 'theme:deliveri+late', 'theme:deliveri+late']);
    expect(index.summary('s', twice).samplesCollectedFiltered).toBe(3);
  });
});
