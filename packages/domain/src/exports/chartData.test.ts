import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ResultEntry, SummaryResponse } from '../results/contract.ts';
import { ROUNDED_COUNTS_NOTE } from '../results/weightingLine.ts';
import { describeFilters, filterLine } from './appliedFilters.ts';
import { isFormulaLike } from './cellSafety.ts';
import { buildChartData } from './chartData.ts';
import { FIXTURE_FILTERS, summaryFixture } from './testing/summaryFixture.ts';

const sheet = () => {
  const summary = summaryFixture();
  return buildChartData(summary, describeFilters(summary.results, FIXTURE_FILTERS));
};

describe('buildChartData', () => {
  it('has one row per bar with filtered counts; free text and sliders left out', () => {
    const rows = sheet().rows;
    expect(rows.map((r) => r.question.slice(0, 2))).toEqual([
      ...['A1', 'A1'],
      ...['Q1', 'Q1', 'Q1', 'Q1'],
      ...['Q2', 'Q2', 'Q2', 'Q2'],
      ...['Q3', 'Q3', 'Q3', 'Q3'],
    ]);
    expect(rows[2]).toEqual({
      question: `Q1 =cmd|" /C calc"!A0 Which drink do you prefer?`,
      questionType: 'Single select',
      responseText: 'Café "crème"',
      responseCategory: 'Selected',
      count: 3,
      total: 7,
    });
  });

  it("counts a matrix row's columns and a ranked option's ranks against the row's answers", () => {
    const rows = sheet().rows;
    expect(
      rows.slice(6, 8).map((r) => [r.responseText, r.responseCategory, r.count, r.total]),
    ).toEqual([
      ['Taste', 'Good', 5, 7],
      ['Taste', 'Bad', 2, 7],
    ]);
    expect(rows[10]).toMatchObject({
      questionType: 'Ranked',
      responseCategory: 'Ranked 1st',
      count: 4,
      total: 7,
    });
  });

  it('neutralises texts that a spreadsheet would run as formulas', () => {
    const rows = sheet().rows;
    expect(rows[5]?.responseText).toBe("'@SUM(A1:A2)");
    const summary = summaryFixture();
    const first = summary.results[1] as ResultEntry;
    first.label = '';
    first.text = '=HYPERLINK("http://x")';
    const out = buildChartData(summary, []);
    expect(out.rows[2]?.question).toBe(`'=HYPERLINK("http://x")`);
  });

  it('lists the applied filters with their question and option texts', () => {
    expect(sheet().filters.map(filterLine)).toEqual(['A1 Which region do you live in?: North']);
  });

  it('says whether it is weighted: the weighting line, and that weighted counts are rounded', () => {
    expect(sheet().weighting).toEqual(['Unweighted']);
    const summary = summaryFixture();
    summary.weighting = {
      ...summary.weighting,
      applied: true,
      efficiency: 0.915,
      effectiveBase: 9,
    };
    expect(buildChartData(summary, []).weighting).toEqual([
      'Weighted: efficiency 91.5%, effective base 9',
      ROUNDED_COUNTS_NOTE,
    ]);
  });
});

const text = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '=1+1',
    '+x',
    '-y',
    '@z',
    '\tq',
    ' =HYPERLINK("x")',
    '\n=1+1',
    '\nq',
    'Café',
    '日本語',
  ),
);
const counts = fc.array(fc.nat(50), { minLength: 1, maxLength: 4 });

const summaryArb: fc.Arbitrary<SummaryResponse> = fc
  .array(
    fc.tuple(
      fc.constantFrom('basic', 'matrix', 'ranked', 'scale', 'text' as const),
      text,
      fc.array(fc.tuple(text, counts), { maxLength: 4 }),
    ),
    { maxLength: 6 },
  )
  .map((entries) => ({
    surveyId: 's',
    samplesCollected: 100,
    samplesCollectedFiltered: 50,
    weighting: {
      applied: false,
      available: false,
      efficiency: null,
      effectiveBase: null,
      note: null,
    },
    results: entries.map(([questionType, entryText, rows], i) => ({
      id: `e${i}`,
      label: `Q${i + 1}`,
      entryType: questionType === 'matrix' ? ('matrix' as const) : ('question' as const),
      questionType,
      questionKind: 'Questionnaire' as const,
      isMultipleChoice: false,
      text: entryText,
      textStyling: null,
      mediaUrl: null,
      mediaType: null,
      hasRandomisedOptions: false,
      contextPosition: i,
      entryPosition: i,
      samplesCollected: 100,
      samplesCollectedFiltered: 50,
      scale: null,
      rows: rows.map(([rowText, cs], r) => ({
        id: `r${r}`,
        text: rowText,
        position: r,
        rowItems: cs.map((c, k) => ({
          id: `i${k}`,
          text: `Item ${k}`,
          completes: c,
          completesFiltered: c,
        })),
      })),
    })),
  }));

describe('buildChartData on generated summaries', () => {
  test.prop([summaryArb])(
    'no cell is formula-like and no slider or free text row appears',
    (summary) => {
      const { rows } = buildChartData(summary, []);
      for (const r of rows) {
        for (const cell of [r.question, r.questionType, r.responseText, r.responseCategory]) {
          expect(isFormulaLike(cell)).toBe(false);
        }
      }
      const chartable = summary.results.filter(
        (e) => e.questionType !== 'scale' && e.questionType !== 'text',
      );
      expect(rows.length).toBe(chartable.flatMap((e) => e.rows.flatMap((r) => r.rowItems)).length);
    },
  );

  test.prop([summaryArb])(
    "a choice counts against the question's answerers, a stacked row against its own answers",
    (summary) => {
      const { rows } = buildChartData(summary, []);
      let i = 0;
      for (const entry of summary.results) {
        if (entry.questionType === 'scale' || entry.questionType === 'text') continue;
        for (const row of entry.rows) {
          const own = row.rowItems.reduce((sum, item) => sum + item.completesFiltered, 0);
          for (const item of row.rowItems) {
            const out = rows[i++];
            expect(out?.count).toBe(item.completesFiltered);
            expect(out?.total).toBe(
              entry.questionType === 'basic' ? entry.samplesCollectedFiltered : own,
            );
          }
        }
      }
      expect(i).toBe(rows.length);
    },
  );
});
