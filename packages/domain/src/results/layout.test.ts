import { describe, expect, it } from 'vitest';
import { matrixAt, QuestionnaireBuilder, questionAt } from '../questionnaire/testing/builders.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf, standardMember } from '../respondent/engine/testing/audienceFixtures.ts';
import { ResultsQueryError } from './filters.ts';
import { resultLayout } from './layout.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { scaleBins } from './scaleBins.ts';

function sampleSurvey() {
  const b = new QuestionnaireBuilder()
    .question('Favourite?', ['Tea', 'Coffee'], 'Basic')
    .textCard('Thanks', 'Now some more')
    .question('Rank them', ['A', 'B', 'C', 'D', 'E'], 'Ranked')
    .matrix('Agree?', ['Price', 'Taste'], ['Yes', 'No'])
    .question('How much?', [], 'Scale')
    .question('Why?', [], 'FreeText');
  const gender = standardMember(1, 'gender', [{ key: 'female', value: 'Female' }, { key: 'male' }]);
  return publishedSurveyOf(b.q, audienceOf(gender));
}

describe('result layout', () => {
  it('lists audience questions first (A1…), then questions and matrices with Q labels, no text cards', () => {
    const layout = resultLayout(sampleSurvey());
    expect(
      layout.entries.map((e) => [e.label, e.questionType, e.questionKind, e.entryType]),
    ).toEqual([
      ['A1', 'basic', 'Audience', 'question'],
      ['Q1', 'basic', 'Questionnaire', 'question'],
      ['Q2', 'ranked', 'Questionnaire', 'question'],
      ['Q3', 'matrix', 'Questionnaire', 'matrix'],
      ['Q4', 'scale', 'Questionnaire', 'question'],
      ['Q5', 'text', 'Questionnaire', 'question'],
    ]);
    expect(layout.entries.map((e) => e.contextPosition)).toEqual([0, 1, 2, 3, 4, 5]);
    const [audience, basic, ranked, matrix, scale, text] = layout.entries;
    expect(audience?.id).toBe('gender');
    expect(audience?.rows.map((r) => [r.id, r.text])).toEqual([
      ['female', 'Female'],
      ['male', 'male'],
    ]);
    expect(basic?.rows.map((r) => [r.text, r.items])).toEqual([
      ['Tea', [{ id: 'selected', text: 'Selected' }]],
      ['Coffee', [{ id: 'selected', text: 'Selected' }]],
    ]);
    expect(ranked?.rows[0]?.items.map((i) => i.text)).toEqual([
      'Ranked 1st',
      'Ranked 2nd',
      'Ranked 3rd',
      'Ranked 4th',
      'Ranked 5th',
    ]);
    expect(matrix?.rows.map((r) => [r.text, r.items.map((i) => i.text)])).toEqual([
      ['Price', ['Yes', 'No']],
      ['Taste', ['Yes', 'No']],
    ]);
    expect(scale?.rows).toHaveLength(21);
    expect(scale?.rows[0]?.text).toBe('0–4');
    expect(scale?.rows[20]?.text).toBe('100');
    expect(text?.rows).toEqual([]);
  });

  it('bins a slider by value while it has at most 25 values, else by whole widths', () => {
    expect(scaleBins({ min: 1, max: 5, step: 1 }).bins.map((b) => b.text)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(scaleBins({ min: 0, max: 1, step: 0.1 }).bins.map((b) => b.text)).toHaveLength(11);
    const wide = scaleBins({ min: -50, max: 50, step: 0.5 });
    expect(wide.bins.length).toBeLessThanOrEqual(25);
    expect(wide.bins[0]).toMatchObject({ lo: -50, hi: -45.5, text: '-50–-45.5' });
    expect(wide.binOf(-45.5)).toBe(0);
    expect(wide.binOf(-45)).toBe(1);
    expect(wide.binOf(50)).toBe(wide.bins.length - 1);
  });
});

describe('results index filters', () => {
  const layout = resultLayout(sampleSurvey());
  const index = new ResultsIndex(layout);
  const [, basic, , matrix, , text] = layout.entries;

  it('refuses unknown questions, options, rows and text questions with a typed error', () => {
    const codeOf = (filter: Parameters<ResultsIndex['summary']>[1][number]) => {
      try {
        index.summary('s', [filter]);
        return 'accepted';
      } catch (error) {
        return error instanceof ResultsQueryError ? error.code : 'crashed';
      }
    };
    const option = basic?.rows[0]?.id ?? '';
    expect(codeOf({ questionId: 'nope', matrixTitleId: null, responseOptionIds: [option] })).toBe(
      'UNKNOWN_QUESTION',
    );
    expect(
      codeOf({ questionId: basic?.id ?? '', matrixTitleId: null, responseOptionIds: ['x'] }),
    ).toBe('UNKNOWN_OPTION');
    expect(
      codeOf({ questionId: 'x', matrixTitleId: matrix?.id ?? '', responseOptionIds: ['y'] }),
    ).toBe('UNKNOWN_QUESTION');
    expect(
      codeOf({ questionId: matrix?.id ?? '', matrixTitleId: null, responseOptionIds: ['y'] }),
    ).toBe('UNKNOWN_QUESTION');
    expect(
      codeOf({ questionId: text?.id ?? '', matrixTitleId: null, responseOptionIds: ['y'] }),
    ).toBe('NOT_FILTERABLE');
    expect(
      codeOf({ questionId: basic?.id ?? '', matrixTitleId: null, responseOptionIds: [option] }),
    ).toBe('accepted');
  });

  it('lists free text newest first, filtered and searched case-insensitively, paged', () => {
    const idx = new ResultsIndex(layout);
    const [tea, coffee] = basic?.rows.map((r) => r.id) ?? [];
    const add = (id: string, pick: string | undefined, words: string, at: number) =>
      idx.add(
        id,
        {
          [basic?.pageKey ?? '']: { kind: 'choice', selected: pick ? [pick] : [], texts: {} },
          [text?.pageKey ?? '']: { kind: 'text', text: words },
        },
        at,
      );
    add('a', tea, 'Great VALUE', 1000);
    add('b', coffee, 'good value', 3000);
    add('c', tea, 'too sweet', 2000);
    add('d', tea, '   ', 4000);
    const req = { questionId: text?.id ?? '', search: '', offset: 0, limit: 10 };
    expect(idx.texts({ ...req, responseFilters: [] }).items.map((i) => i.text)).toEqual([
      'good value',
      'too sweet',
      'Great VALUE',
    ]);
    const teaOnly = [
      { questionId: basic?.id ?? '', matrixTitleId: null, responseOptionIds: [tea ?? ''] },
    ];
    expect(idx.texts({ ...req, responseFilters: teaOnly, search: 'value' })).toEqual({
      total: 1,
      items: [{ text: 'Great VALUE', completedAt: new Date(1000).toISOString() }],
    });
    expect(idx.texts({ ...req, responseFilters: [], offset: 1, limit: 1 })).toMatchObject({
      total: 3,
      items: [{ text: 'too sweet' }],
    });
    expect(() => idx.texts({ ...req, questionId: basic?.id ?? '', responseFilters: [] })).toThrow(
      ResultsQueryError,
    );
  });

  it("carries a ranked question's option images onto its rows", () => {
    const b = new QuestionnaireBuilder().question('Rank the packs', ['Pack A', 'Pack B'], 'Ranked');
    const ranked = questionAt(b.q, 0).entryItem;
    b.apply('setResponseOptionMedia', {
      questionLk: ranked.questionLk,
      responseOptionLk: ranked.responseOptions[0]!.responseOptionLk,
      mediaName: 'm2',
      mediaUrl: '/v1/media/images/m2',
      mediaType: 'image' as const,
    });
    const [entry] = resultLayout(publishedSurveyOf(b.q, audienceOf())).entries;
    expect(entry?.questionType).toBe('ranked');
    expect(entry?.rows.map((r) => r.media)).toEqual([
      { mediaUrl: '/v1/media/images/m2', mediaType: 'image' },
      undefined,
    ]);
  });

  it('carries option and matrix-row images onto their rows, and no media key on rows without', () => {
    const b = new QuestionnaireBuilder()
      .question('Which logo?', ['Red', 'Blue'], 'Basic')
      .matrix('Rate them', ['Logo A', 'Logo B'], ['Like', 'Dislike']);
    const question = questionAt(b.q, 0).entryItem;
    const matrix = matrixAt(b.q, 1).entryItem;
    const image = { mediaName: 'm1', mediaUrl: '/v1/media/images/m1', mediaType: 'image' as const };
    b.apply('setResponseOptionMedia', {
      questionLk: question.questionLk,
      responseOptionLk: question.responseOptions[1]!.responseOptionLk,
      ...image,
    });
    b.apply('setMatrixRowMedia', {
      matrixTitleLk: matrix.matrixTitleLk,
      questionLk: matrix.matrixRows[0]!.questionLk,
      ...image,
    });
    const survey = publishedSurveyOf(b.q, audienceOf());
    const [choice, grid] = resultLayout(survey).entries;
    const media = { mediaUrl: '/v1/media/images/m1', mediaType: 'image' };
    expect(choice?.rows.map((r) => r.media)).toEqual([undefined, media]);
    expect(grid?.rows.map((r) => r.media)).toEqual([media, undefined]);
    const summary = new ResultsIndex(resultLayout(survey)).summary('s1', []);
    const [choiceResult] = summary.results;
    expect(choiceResult?.rows[1]?.media).toEqual(media);
    expect(Object.keys(choiceResult?.rows[0] ?? {})).not.toContain('media');
  });
});
