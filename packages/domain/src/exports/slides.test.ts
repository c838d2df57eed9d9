import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { describeFilters } from './appliedFilters.ts';
import { ROUNDED_COUNTS_NOTE } from '../results/weightingLine.ts';
import { isFormulaLike } from './cellSafety.ts';
import { buildSlideDeck, SLIDE_PALETTE, SlideDeckError, type FieldworkInfo } from './slides.ts';
import { FIXTURE_FILTERS, summaryFixture } from './testing/summaryFixture.ts';

const fieldwork: FieldworkInfo = {
  projectName: 'Drinks 日本語',
  country: 'United Kingdom',
  startDate: '2024-05-01',
  endDate: '2024-05-08',
  samplesCollected: 10,
  samplesWanted: 100,
};

const deck = () => {
  const summary = summaryFixture();
  return buildSlideDeck(summary, fieldwork, describeFilters(summary.results, FIXTURE_FILTERS));
};

describe('buildSlideDeck', () => {
  it('opens with the fieldwork info and the applied filters', () => {
    expect(deck().title).toEqual({
      title: 'Drinks 日本語',
      lines: [
        'Country: United Kingdom',
        'Fieldwork dates: 01 MAY 24 – 08 MAY 24',
        'Completes: 10 of 100',
        'Filters (7 of 10 completes match):',
        'A1 Which region do you live in?: North',
        'Unweighted',
      ],
    });
  });

  it('names the markets instead of one country when a multi-market project is read together', () => {
    const summary = summaryFixture();
    const markets = { ...fieldwork, markets: ['United Kingdom', 'Germany'], samplesWanted: 200 };
    const lines = buildSlideDeck(summary, markets, []).title.lines;
    expect(lines.slice(0, 3)).toEqual([
      'Markets: United Kingdom, Germany',
      'Fieldwork dates: 01 MAY 24 – 08 MAY 24',
      'Completes: 10 of 200',
    ]);
  });

  it('says a weighted deck is weighted, with its efficiency, effective base and rounding', () => {
    const summary = summaryFixture();
    summary.weighting = {
      ...summary.weighting,
      applied: true,
      efficiency: 0.915,
      effectiveBase: 9,
    };
    const lines = buildSlideDeck(summary, fieldwork, []).title.lines;
    expect(lines.slice(-2)).toEqual([
      'Weighted: efficiency 91.5%, effective base 9',
      ROUNDED_COUNTS_NOTE,
    ]);
  });

  it('has one slide per chart (free text has none): bars, stacked bars for matrix and ranked', () => {
    expect(deck().slides.map((s) => [s.label, s.chart])).toEqual([
      ['A1', 'bar'],
      ['Q1', 'bar'],
      ['Q2', 'stackedBar'],
      ['Q3', 'stackedBar'],
      ['Q4', 'bar'],
    ]);
  });

  it('gives percentages to 1 decimal of the filtered counts', () => {
    const q1 = deck().slides[1];
    expect(q1?.categories).toEqual(['Café "crème"', '日本語', 'شاي', "'@SUM(A1:A2)"]);
    expect(q1?.series[0]?.values).toEqual([42.9, 28.6, 14.3, 14.3]);
    const matrix = deck().slides[2];
    expect(matrix?.series.map((s) => [s.name, s.values])).toEqual([
      ['Good', [71.4, 14.3]],
      ['Bad', [28.6, 85.7]],
    ]);
    expect(matrix?.series.map((s) => s.colour)).toEqual([SLIDE_PALETTE[0], SLIDE_PALETTE[1]]);
  });

  it("shows a slider's filtered mean to 2 decimals", () => {
    const slider = deck().slides[4];
    expect(slider?.mean).toBe(5.12);
    expect(slider?.notes).toEqual(['Base: 7 completes', 'Mean 5.12']);
  });

  it('makes the text smaller only past 180 characters', () => {
    const summary = summaryFixture();
    const [a, b] = summary.results;
    if (!a || !b) throw new Error('fixture');
    a.text = 'x'.repeat(180);
    b.text = 'x'.repeat(181);
    const slides = buildSlideDeck(summary, fieldwork, []).slides;
    expect(slides.slice(0, 2).map((s) => s.smallText)).toEqual([false, true]);
  });

  it('refuses without chart data or fieldwork info (spec 3 §5)', () => {
    const error = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof SlideDeckError ? e.code : 'other';
      }
      return 'none';
    };
    expect(error(() => buildSlideDeck(null, fieldwork, []))).toBe('NO_CHART_DATA');
    expect(error(() => buildSlideDeck(summaryFixture(), null, []))).toBe('NO_FIELDWORK');
    const empty = { ...summaryFixture(), samplesCollected: 0 };
    expect(error(() => buildSlideDeck(empty, fieldwork, []))).toBe('NO_CHART_DATA');
    const onlyText = { ...summaryFixture(), results: summaryFixture().results.slice(5) };
    expect(error(() => buildSlideDeck(onlyText, fieldwork, []))).toBe('NO_CHART_DATA');
  });

  it('has 20 distinct palette colours', () => {
    expect(new Set(SLIDE_PALETTE).size).toBe(20);
  });
});

describe('buildSlideDeck percentages', () => {
  test.prop([
    fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }),
    fc.integer({ min: 1, max: 2000 }),
  ])('each value is count / base rounded to 1 decimal', (counts, extra) => {
    const summary = summaryFixture();
    const q1 = summary.results[1];
    if (!q1) throw new Error('fixture');
    const base = Math.max(...counts) + extra;
    q1.samplesCollectedFiltered = base;
    q1.rows = counts.map((c, i) => ({
      id: `o${i}`,
      text: `Option ${i}`,
      position: i,
      rowItems: [{ id: 'selected', text: 'Selected', completes: c, completesFiltered: c }],
    }));
    const values = buildSlideDeck(summary, fieldwork, []).slides[1]?.series[0]?.values ?? [];
    values.forEach((v, i) => {
      expect(Math.abs(v - ((counts[i] ?? 0) / base) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.round(v * 10)).toBeCloseTo(v * 10, 9);
    });
  });
});

/** Texts a spreadsheet would run, plain and behind the blanks it trims. */
const cellText = fc.oneof(
  fc.string(),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\n', '\t', '\r\n', '\u00a0'),
      fc.constantFrom('=', '+', '-', '@'),
      fc.string(),
    )
    .map((parts) => parts.join('')),
);

describe('buildSlideDeck embedded workbook cells (R10)', () => {
  test.prop([
    fc.array(cellText, { minLength: 1, maxLength: 5 }),
    fc.array(cellText, { minLength: 1, maxLength: 4 }),
  ])('no category or series name is formula-like', (rowTexts, columnTexts) => {
    const summary = summaryFixture();
    const choice = summary.results[1];
    const matrix = summary.results[2];
    if (!choice || !matrix) throw new Error('fixture');
    choice.rows = rowTexts.map((text, i) => ({
      id: `o${i}`,
      text,
      position: i,
      rowItems: [{ id: 'selected', text: 'Selected', completes: 1, completesFiltered: 1 }],
    }));
    matrix.rows = rowTexts.map((text, i) => ({
      id: `r${i}`,
      text,
      position: i,
      rowItems: columnTexts.map((colText, k) => ({
        id: `c${k}`,
        text: colText,
        completes: 1,
        completesFiltered: 1,
      })),
    }));
    for (const slide of buildSlideDeck(summary, fieldwork, []).slides) {
      for (const cell of [...slide.categories, ...slide.series.map((s) => s.name)])
        expect(isFormulaLike(cell)).toBe(false);
    }
  });

  it('prefixes a category hidden behind a space or a line feed with an apostrophe', () => {
    const summary = summaryFixture();
    const choice = summary.results[1];
    if (!choice?.rows[0]) throw new Error('fixture');
    choice.rows[0].text = ' =HYPERLINK("http://evil","x")';
    expect(buildSlideDeck(summary, fieldwork, []).slides[1]?.categories[0]).toBe(
      `' =HYPERLINK("http://evil","x")`,
    );
  });
});
