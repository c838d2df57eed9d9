import { describe, expect, it } from 'vitest';
import type { CrosstabRequest, VariableRef } from './analysisContract.ts';
import { crosstab } from './crosstab.ts';
import { NetDefinitionError } from '../analysis/nets.ts';
import { ResultsQueryError } from './filters.ts';
import { resultLayout, type LayoutEntry } from './layout.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { surveyWithCompletes } from './testing/generatedSurvey.ts';
import { makeQuestionnaire } from '../questionnaire/testing/makeQuestionnaire.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf, standardMember } from '../respondent/engine/testing/audienceFixtures.ts';

const NONE = { weights: null, population: null };

// Seed 7's survey has every question kind (checked in the first test).
const { published, completes } = surveyWithCompletes(7);
const layout = resultLayout(published);
const index = new ResultsIndex(layout);
completes.forEach((answers, i) => index.add(`s${i}`, answers, i));

const of = (kind: string): LayoutEntry => {
  const entry = layout.entries.find(
    (e) => e.answerKind === kind && e.rows.length >= 2 && e.questionKind === 'Questionnaire',
  );
  if (!entry) throw new Error(`no ${kind} entry`);
  return entry;
};
const ref = (e: LayoutEntry): VariableRef =>
  e.entryType === 'matrix'
    ? { questionId: e.rows[0]?.id ?? '', matrixTitleId: e.id }
    : { questionId: e.id, matrixTitleId: null };
const gender = layout.entries[0] as LayoutEntry;

const request = (over: Partial<CrosstabRequest>): CrosstabRequest => ({
  surveyId: 's',
  row: ref(of('choice')),
  banner: [ref(gender)],
  responseFilters: [],
  weighted: false,
  nets: [],
  boxes: false,
  ...over,
});

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ResultsQueryError || error instanceof NetDefinitionError)
      return error.code;
    throw error;
  }
  return 'no error';
};

describe('crosstab', () => {
  it('has a Total column first, then each banner option as a lettered column', () => {
    expect(layout.entries.map((e) => e.answerKind)).toEqual(
      expect.arrayContaining(['choice', 'matrix', 'ranked', 'scale', 'text']),
    );
    const matrix = of('matrix');
    const table = crosstab(index, request({ banner: [ref(gender), ref(matrix)] }), NONE);
    expect(table.total).toMatchObject({ id: 'total', text: 'Total', letter: null });
    expect(table.groups.map((g) => g.label)).toEqual([gender.label, matrix.label]);
    expect(table.groups[0]?.columns.map((c) => [c.id, c.letter])).toEqual(
      gender.rows.map((r, i) => [`0:${r.id}`, String.fromCharCode(65 + i)]),
    );
    expect(table.groups[1]?.columns.map((c) => c.text)).toEqual(
      matrix.rows[0]?.items.map((i) => i.text),
    );
    // One letter per column across the banner: the second group's letters go on from the first's.
    expect(table.groups[1]?.columns.map((c) => c.letter)).toEqual(
      matrix.rows[0]?.items.map((_, i) => String.fromCharCode(65 + gender.rows.length + i)),
    );
    expect(table.groups[1]?.text).toBe(`${matrix.text} – ${matrix.rows[0]?.text}`);
    for (const row of table.rows)
      expect(row.cells).toHaveLength(1 + gender.rows.length + (matrix.rows[0]?.items.length ?? 0));
    const answered = index.summary('s', []).results.find((e) => e.id === of('choice').id);
    expect(table.total.base).toBe(answered?.samplesCollected);
  });

  it('counts a ranked question at the rank asked, default options answered instead last', () => {
    const ranked = of('ranked');
    const at2 = crosstab(index, request({ row: { ...ref(ranked), rank: 2 } }), NONE);
    expect(at2.text).toBe(`${ranked.text} (Ranked 2nd)`);
    const summary = index.summary('s', []).results.find((e) => e.id === ranked.id);
    expect(at2.rows.map((r) => r.cells[0]?.count)).toEqual(
      summary?.rows.map(
        (r) =>
          r.rowItems.find((i) => i.id === (r.id.startsWith('default:') ? 'selected' : 'rank:2'))
            ?.completes,
      ),
    );
    expect(
      reasonOf(() => crosstab(index, request({ row: { ...ref(ranked), rank: 99 } }), NONE)),
    ).toBe('UNKNOWN_OPTION');
  });

  it('gives a slider its bins and a means row, and no top/bottom boxes', () => {
    const slider = of('scale');
    const table = crosstab(index, request({ row: ref(slider), boxes: true }), NONE);
    expect(table.rows.filter((r) => r.kind === 'option').map((r) => r.id)).toEqual(
      slider.rows.map((r) => r.id),
    );
    expect(table.means).toHaveLength(1 + gender.rows.length);
    const mean = index.summary('s', []).results.find((e) => e.id === slider.id)?.scale?.mean;
    expect(table.means?.[0]?.mean).toBeCloseTo(mean ?? NaN, 9);
    // A slider's points are not labelled: no boxes, whatever its bins (issue 35 §1).
    expect(table.rows.filter((r) => r.kind === 'box')).toEqual([]);
  });

  it("boxes a matrix row's labelled points: the last two and the first two, from 4 points on", () => {
    const matrix = of('matrix');
    const table = crosstab(index, request({ row: ref(matrix), boxes: true }), NONE);
    const points = table.rows.filter((r) => r.kind === 'option' && !r.id.startsWith('default:'));
    const boxes = table.rows.filter((r) => r.kind === 'box');
    const total = (rows: typeof points) => rows.reduce((n, r) => n + (r.cells[0]?.count ?? 0), 0);
    if (points.length < 4) {
      expect(boxes).toEqual([]);
      return;
    }
    expect(boxes.map((b) => b.text)).toEqual(['Top 2 box', 'Bottom 2 box']);
    // Single choice per row: a box counts its two points' answers.
    expect(boxes[0]?.cells[0]?.count).toBeLessThanOrEqual(total(points.slice(-2)));
    expect(boxes[1]?.cells[0]?.count).toBeLessThanOrEqual(total(points.slice(0, 2)));
    expect(boxes[0]?.cells[0]?.count).toBeGreaterThanOrEqual(
      Math.max(...points.slice(-2).map((r) => r.cells[0]?.count ?? 0)),
    );
  });

  it('adds a user net after the options: respondents who chose any of its options', () => {
    const multi = of('choice');
    const ids = multi.rows.slice(0, 2).map((r) => r.id);
    const table = crosstab(
      index,
      request({ nets: [{ label: 'First two', optionIds: ids }] }),
      NONE,
    );
    const net = table.rows.at(-1);
    expect(net).toMatchObject({ kind: 'net', text: 'First two' });
    const chose = completes.filter((c) => {
      const a = c[multi.pageKey];
      return a?.kind === 'choice' && a.selected.some((s) => ids.includes(s));
    });
    expect(net?.cells[0]?.count).toBe(chose.length);
  });

  it('refuses what cannot be tabulated with a typed reason', () => {
    const text = layout.entries.find((e) => e.answerKind === 'text') as LayoutEntry;
    expect(reasonOf(() => crosstab(index, request({ row: ref(text) }), NONE))).toBe('NOT_A_ROW');
    for (const kind of ['scale', 'ranked']) {
      expect(reasonOf(() => crosstab(index, request({ banner: [ref(of(kind))] }), NONE))).toBe(
        'NOT_A_BANNER',
      );
    }
    expect(reasonOf(() => crosstab(index, request({ banner: [ref(text)] }), NONE))).toBe(
      'NOT_A_BANNER',
    );
    const unknown = { questionId: 'nope', matrixTitleId: null };
    expect(reasonOf(() => crosstab(index, request({ row: unknown }), NONE))).toBe(
      'UNKNOWN_QUESTION',
    );
    expect(reasonOf(() => crosstab(index, request({ banner: [unknown] }), NONE))).toBe(
      'UNKNOWN_QUESTION',
    );
    const matrix = of('matrix');
    expect(
      reasonOf(() =>
        crosstab(index, request({ row: { questionId: 'nope', matrixTitleId: matrix.id } }), NONE),
      ),
    ).toBe('UNKNOWN_QUESTION');
    expect(
      reasonOf(() =>
        crosstab(index, request({ nets: [{ label: 'N', optionIds: ['nope'] }] }), NONE),
      ),
    ).toBe('NET_OPTION_NOT_IN_ROW');
    expect(
      reasonOf(() =>
        crosstab(
          index,
          request({
            responseFilters: [
              { questionId: 'nope', matrixTitleId: null, responseOptionIds: ['x'] },
            ],
          }),
          NONE,
        ),
      ),
    ).toBe('UNKNOWN_QUESTION');
  });

  it('leaves out of the banner the options of a single select that screen respondents out', () => {
    const screened = publishedSurveyOf(
      makeQuestionnaire(3, 7),
      audienceOf(
        standardMember(1, 'gender', [
          { key: 'female' },
          { key: 'male' },
          { key: 'other', qualifies: false },
        ]),
        standardMember(2, 'region', [{ key: 'north' }, { key: 'south', qualifies: false }], {
          multiple: true,
        }),
      ),
    );
    const screenedLayout = resultLayout(screened);
    const [sex, region] = screenedLayout.entries as [LayoutEntry, LayoutEntry];
    const table = crosstab(
      new ResultsIndex(screenedLayout),
      request({ row: ref(sex), banner: [ref(sex), ref(region)] }),
      NONE,
    );
    // Nobody screened out completes: no 'other' column. A multi select's non-qualifying option
    // may sit beside a qualifying pick, so 'south' stays; as the row, every option stays.
    expect(table.groups.map((g) => g.columns.map((c) => c.id))).toEqual([
      ['0:female', '0:male'],
      ['1:north', '1:south'],
    ]);
    expect(table.groups.flatMap((g) => g.columns.map((c) => c.letter))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    expect(table.rows.map((r) => r.id)).toEqual(['female', 'male', 'other']);
  });

  describe('significance letters', () => {
    const choice = of('choice');
    const [first, second] = choice.rows;
    /** `women` and `men` completes, of whom `womenChose` and `menChose` chose the first option. */
    function indexOf(women: number, womenChose: number, men: number, menChose: number) {
      const made = new ResultsIndex(layout);
      const add = (n: number, sex: string, chose: boolean) =>
        made.add(
          `${sex}${n}`,
          {
            [gender.pageKey]: { kind: 'choice', selected: [sex], texts: {} },
            [choice.pageKey]: {
              kind: 'choice',
              selected: [(chose ? first : second)?.id ?? ''],
              texts: {},
            },
          },
          n,
        );
      for (let i = 0; i < women; i++) add(i, gender.rows[0]?.id ?? '', i < womenChose);
      for (let i = 0; i < men; i++) add(i, gender.rows[1]?.id ?? '', i < menChose);
      return made;
    }
    const lettersOf = (made: ResultsIndex) =>
      crosstab(made, request({ row: ref(choice) }), NONE).rows[0]?.cells.map((c) => c.higherThan);

    it('marks the higher column with the lower one’s letter: upper case at 95%, lower case at 90%', () => {
      // 80% against 20% of 60 each: far beyond 95%.
      expect(lettersOf(indexOf(60, 48, 60, 12))).toEqual(['', 'B', '']);
      expect(lettersOf(indexOf(60, 12, 60, 48))).toEqual(['', '', 'A']);
      // 50% against 38% of 100 each: z = 1.71, p = 0.087, significant at 90% only.
      expect(lettersOf(indexOf(100, 50, 100, 38))).toEqual(['', 'b', '']);
      // 50% against 45%: not significant.
      expect(lettersOf(indexOf(100, 50, 100, 45))).toEqual(['', '', '']);
    });

    it('names the column of its own group with that column’s banner-wide letter', () => {
      const n = gender.rows.length;
      const table = crosstab(
        indexOf(60, 48, 60, 12),
        request({ row: ref(choice), banner: [ref(gender), ref(gender)] }),
        NONE,
      );
      const letter = (i: number) => String.fromCharCode(65 + i);
      expect(table.groups.flatMap((g) => g.columns.map((c) => c.letter))).toEqual(
        Array.from({ length: 2 * n }, (_, i) => letter(i)),
      );
      // Women (the second group's first column) are higher than men: its letter, not 'B'.
      expect(table.rows[0]?.cells[1 + n]).toMatchObject({ higherThan: letter(n + 1) });
      expect(table.rows[0]?.cells[1]).toMatchObject({ higherThan: 'B' });
    });

    it('flags a column with a base under 30 and never tests it', () => {
      const table = crosstab(indexOf(60, 55, 29, 0), request({ row: ref(choice) }), NONE);
      expect(table.groups[0]?.columns.map((c) => c.smallBase)).toEqual([false, true]);
      expect(table.rows[0]?.cells.map((c) => c.higherThan)).toEqual(['', '', '']);
    });
  });
});
