import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOOP_ITEM_TOKEN } from '../questionnaire/loops.ts';
import type { QuestionEntry, Questionnaire } from '../questionnaire/model.ts';
import { flattenEntries } from '../questionnaire/walk.ts';
import { QuestionnaireBuilder, questionAt } from '../questionnaire/testing/builders.ts';
import type { Answer } from '../respondent/answers.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf } from '../respondent/engine/testing/audienceFixtures.ts';
import type { CrosstabRequest } from './analysisContract.ts';
import type { ResponseFilter } from './contract.ts';
import { iterationLayouts } from './iterationLayout.ts';
import { resultLayout } from './layout.ts';
import { newResultsIndex } from './loopedResultsIndex.ts';
import { UNWEIGHTED_ITERATIONS, unitCrosstab } from './unitCrosstab.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });

/** Q1 'Which brands?' (A, B, C), Q2 'Gender?', then S1 looping over Q1 with Q3 'Rate {item}?'. */
function brandSurvey() {
  const b = new QuestionnaireBuilder()
    .question('Which brands?', ['Brand A', 'Brand B', 'Brand C'], 'Basic', true)
    .question('Gender?', ['Male', 'Female']);
  b.apply('addSection', { position: 2, name: 'Per brand' });
  const section = b.last().number;
  b.question(`Rate ${LOOP_ITEM_TOKEN}?`, ['Good', 'Bad']);
  b.apply('moveEntryToSection', { number: b.last().number, sectionNumber: section, toPosition: 0 });
  b.apply('setSectionLoop', {
    number: section,
    sourceQuestionNumber: questionAt(b.q, 0).number,
    items: null,
    maxIterations: 3,
    randomOrder: false,
  });
  return { q: b.q, section };
}

/** The n-th question in document order (Q{n + 1}), sections' cards included. */
function nthQuestion(q: Questionnaire, n: number): QuestionEntry {
  const e = flattenEntries(q.entries).filter((x) => x.entryType === 'question')[n];
  if (e?.entryType !== 'question') throw new Error(`no question ${n}`);
  return e;
}
const option = (q: Questionnaire, n: number, text: string) =>
  nthQuestion(q, n).entryItem.responseOptions.find((o) => o.responseOption.value === text)
    ?.responseOptionLk ?? '';

/**
 * Five respondents (brands; gender; rating per brand):
 * r1 A,B; Male; A Good, B Bad   r2 A; Female; A Good   r3 B,C; Male; B Good, C Good
 * r4 A,C; Female; A Bad, C Bad  r5 none; Male (skips the loop).
 * 7 iterations from 4 respondents: Good 4, Bad 3.
 */
type Person = [string, string[], string, Record<string, string>];
const FIVE: Person[] = [
  ['r1', ['Brand A', 'Brand B'], 'Male', { 'Brand A': 'Good', 'Brand B': 'Bad' }],
  ['r2', ['Brand A'], 'Female', { 'Brand A': 'Good' }],
  ['r3', ['Brand B', 'Brand C'], 'Male', { 'Brand B': 'Good', 'Brand C': 'Good' }],
  ['r4', ['Brand A', 'Brand C'], 'Female', { 'Brand A': 'Bad', 'Brand C': 'Bad' }],
  ['r5', [], 'Male', {}],
];

function world(people: readonly Person[] = FIVE) {
  const { q, section } = brandSurvey();
  const published = publishedSurveyOf(q, audienceOf());
  const [brands, gender, rate] = [0, 1, 2].map((i) => nthQuestion(q, i));
  const index = newResultsIndex(resultLayout(published), null, iterationLayouts(published));
  for (const [id, chosen, sex, ratings] of people) {
    const items = chosen.map((t) => option(q, 0, t));
    const answers: Record<string, Answer> = {
      [`entry:${brands?.number}`]: choice(...items),
      [`entry:${gender?.number}`]: choice(option(q, 1, sex)),
    };
    if (items.length > 0) answers[`loop:${section}`] = choice(...items);
    for (const [brand, said] of Object.entries(ratings)) {
      answers[`entry:${rate?.number}:loop:${option(q, 0, brand)}`] = choice(option(q, 2, said));
    }
    index.add(id, answers, Date.parse('2026-11-01'));
  }
  const ids = {
    rate: rate?.entryItem.questionLk ?? '',
    gender: gender?.entryItem.questionLk ?? '',
    loop: `loop:${section}`,
  };
  const filter = (questionId: string, ...optionIds: string[]): ResponseFilter => ({
    questionId,
    matrixTitleId: null,
    responseOptionIds: optionIds,
  });
  return { q, index, ids, filter, brand: (t: string) => option(q, 0, t) };
}

const counts = (e: { rows: { rowItems: { completesFiltered: number }[] }[] } | undefined) =>
  e?.rows.map((r) => r.rowItems[0]?.completesFiltered);

describe('a looped card across its items, counted in iterations (issue 38 §2)', () => {
  it('summarises the stacked card before its items, its base in iterations and respondents', () => {
    const w = world();
    const summary = w.index.summary('s', []);
    expect(summary.results.map((e) => e.label)).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q3_L1',
      'Q3_L2',
      'Q3_L3',
      'S1_items',
    ]);
    const stacked = summary.results.find((e) => e.id === w.ids.rate);
    expect(stacked?.text).toBe('Rate [Loop item]?');
    expect([stacked?.samplesCollected, stacked?.base]).toEqual([
      7,
      { unit: 'iterations', respondents: 4, respondentsFiltered: 4 },
    ]);
    expect(counts(stacked)).toEqual([4, 3]);
    // The respondents' entries are unchanged: 5 completes, Q3_L1 (Brand A) answered by 3.
    expect(summary.samplesCollected).toBe(5);
    expect(summary.results.find((e) => e.label === 'Q3_L1')?.samplesCollected).toBe(3);
    expect(summary.results.find((e) => e.label === 'Q1')?.base).toBeUndefined();
  });

  it('a loop item filter keeps that item’s iterations; a respondent filter their iterations', () => {
    const w = world();
    const byA = w.index.summary('s', [w.filter(w.ids.loop, w.brand('Brand A'))]);
    const stackedA = byA.results.find((e) => e.id === w.ids.rate);
    expect([stackedA?.samplesCollectedFiltered, stackedA?.base?.respondentsFiltered]).toEqual([
      3, 3,
    ]);
    expect(counts(stackedA)).toEqual([2, 1]);
    // Respondents who went through Brand A: r1, r2, r4.
    expect(byA.samplesCollectedFiltered).toBe(3);

    const female = option(w.q, 1, 'Female');
    const byF = w.index.summary('s', [w.filter(w.ids.gender, female)]);
    const stackedF = byF.results.find((e) => e.id === w.ids.rate);
    expect([stackedF?.samplesCollectedFiltered, stackedF?.base?.respondentsFiltered]).toEqual([
      3, 2,
    ]);
    expect(counts(stackedF)).toEqual([1, 2]);
  });

  it('refuses the stacked card as a summary filter, naming its items', () => {
    const w = world();
    expect(() => w.index.summary('s', [w.filter(w.ids.rate, option(w.q, 2, 'Good'))])).toThrow(
      expect.objectContaining({ code: 'NOT_FILTERABLE', message: expect.stringMatching(/Q3_L1/) }),
    );
  });

  it('crosstabs the stacked card by loop item (each brand its column) and by a respondent question', () => {
    const w = world();
    const req = (banner: string, weighted = false): CrosstabRequest => ({
      surveyId: 's',
      row: { questionId: w.ids.rate, matrixTitleId: null },
      banner: [{ questionId: banner, matrixTitleId: null }],
      responseFilters: [],
      nets: [],
      boxes: false,
      weighted,
    });
    const scope = { weights: null, population: null };
    const byItem = unitCrosstab(w.index, req(w.ids.loop), scope);
    expect(byItem.groups[0]?.columns.map((c) => [c.text, c.base])).toEqual([
      ['Loop item: Brand A', 3],
      ['Loop item: Brand B', 2],
      ['Loop item: Brand C', 2],
    ]);
    expect(byItem.rows.map((r) => [r.text, r.cells.map((c) => c.count)])).toEqual([
      ['Good', [4, 2, 1, 1]],
      ['Bad', [3, 1, 1, 1]],
    ]);
    expect([byItem.total.base, byItem.iterations]).toEqual([7, { respondents: 4 }]);

    const byGender = unitCrosstab(w.index, req(w.ids.gender, true), scope);
    expect(byGender.rows.map((r) => r.cells.map((c) => c.count))).toEqual([
      [4, 3, 1],
      [3, 1, 2],
    ]);
    expect([byGender.weighted, byGender.weighting.note]).toEqual([false, UNWEIGHTED_ITERATIONS]);
  });

  it('refuses the stacked card as the banner of a respondents’ row', () => {
    const w = world();
    expect(() =>
      unitCrosstab(
        w.index,
        {
          surveyId: 's',
          row: { questionId: w.ids.gender, matrixTitleId: null },
          banner: [{ questionId: w.ids.rate, matrixTitleId: null }],
          responseFilters: [],
          nets: [],
          boxes: false,
          weighted: false,
        },
        { weights: null, population: null },
      ),
    ).toThrow(expect.objectContaining({ code: 'NOT_A_BANNER' }));
  });

  it('leaves an excluded complete’s iterations out', () => {
    const w = world();
    w.index.setExcluded(new Set(['r3']));
    const stacked = w.index.summary('s', []).results.find((e) => e.id === w.ids.rate);
    expect([stacked?.samplesCollected, stacked?.base?.respondents]).toEqual([5, 3]);
    expect(counts(stacked)).toEqual([2, 3]);
  });

  const BRANDS = ['Brand A', 'Brand B', 'Brand C'];
  const person = fc.record({
    chosen: fc.subarray(BRANDS),
    male: fc.boolean(),
    good: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    excluded: fc.boolean(),
  });
  test.prop([fc.array(person, { maxLength: 12 }), fc.constantFrom(0, 1, 2)], { numRuns: 40 })(
    'the stacked card adds up its items’ entries; a loop item filter gives that item’s entry',
    (drawn, k) => {
      const people: Person[] = drawn.map((p, i) => [
        `r${i}`,
        p.chosen,
        p.male ? 'Male' : 'Female',
        Object.fromEntries(p.chosen.map((b) => [b, p.good[BRANDS.indexOf(b)] ? 'Good' : 'Bad'])),
      ]);
      const w = world(people);
      w.index.setExcluded(new Set(drawn.flatMap((p, i) => (p.excluded ? [`r${i}`] : []))));
      const all = w.index.summary('s', []).results;
      const items = all.filter((e) => e.label.startsWith('Q3_L'));
      const stacked = all.find((e) => e.id === w.ids.rate);
      const sum = (pick: (e: (typeof all)[number]) => number) =>
        items.reduce((n, e) => n + pick(e), 0);
      expect(stacked?.samplesCollected).toBe(sum((e) => e.samplesCollected));
      stacked?.rows.forEach((row, r) =>
        expect(row.rowItems[0]?.completes).toBe(sum((e) => e.rows[r]?.rowItems[0]?.completes ?? 0)),
      );
      const counted = drawn.filter((p) => !p.excluded && p.chosen.length > 0).length;
      expect(stacked?.base?.respondents).toBe(counted);

      const byItem = w.index.summary('s', [w.filter(w.ids.loop, w.brand(BRANDS[k] ?? ''))]);
      const itemEntry = byItem.results.find((e) => e.label === `Q3_L${k + 1}`);
      const stackedK = byItem.results.find((e) => e.id === w.ids.rate);
      expect(stackedK?.samplesCollectedFiltered).toBe(itemEntry?.samplesCollectedFiltered);
      expect(stackedK?.rows.map((r) => r.rowItems[0]?.completesFiltered)).toEqual(
        itemEntry?.rows.map((r) => r.rowItems[0]?.completesFiltered),
      );
    },
  );
});
