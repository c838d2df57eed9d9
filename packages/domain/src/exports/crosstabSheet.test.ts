import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CrosstabResponse } from '../results/analysisContract.ts';
import { ROUNDED_COUNTS_NOTE } from '../results/weightingLine.ts';
import { isFormulaLike } from './cellSafety.ts';
import {
  buildCrosstabSheet,
  NO_FILTERS_LINE,
  SIGNIFICANCE_NOTE,
  SMALL_BASE_NOTE,
} from './crosstabSheet.ts';
import { buildCrosstabSlide } from './crosstabSlide.ts';
import { crosstabFixture } from './testing/crosstabFixture.ts';

const FILTER = { label: 'A3', question: 'Region', options: ['North', 'South'] };

const styles = (table: CrosstabResponse) => buildCrosstabSheet(table, []).rows.map((r) => r.style);

describe('buildCrosstabSheet', () => {
  it('lays the table out like a data table: title, filters, weighting, banner, bases', () => {
    const sheet = buildCrosstabSheet(crosstabFixture(), [FILTER]);
    expect(sheet.width).toBe(7);
    expect(sheet.rows.slice(0, 9).map((r) => r.cells)).toEqual([
      ['Q1 Which drink do you prefer?', null, null, null, null, null, null],
      ['Filter: A3 Region: North or South', null, null, null, null, null, null],
      ['Unweighted', null, null, null, null, null, null],
      [null, null, null, null, null, null, null],
      [null, null, 'A1 Gender', null, 'A2 Age', null, null],
      [null, 'Total', 'Male', 'Female', '18-34', '35+', '55+'],
      [null, null, 'A', 'B', 'C', 'D', 'E'],
      ['Base', 120, 70, 50, 25, 95, 0],
      ['Coffee', 60, 45, 15, 10, 50, 0],
    ]);
    expect(sheet.groups).toEqual([
      { text: 'A1 Gender', from: 2, to: 3 },
      { text: 'A2 Age', from: 4, to: 6 },
    ]);
    expect(sheet.smallBaseColumns).toEqual([4, 6]);
  });

  it('puts a column-% row and a letters row under each count row, and the footnotes last', () => {
    const sheet = buildCrosstabSheet(crosstabFixture(), []);
    expect(sheet.rows[1]?.cells[0]).toBe(NO_FILTERS_LINE);
    const coffee = sheet.rows.findIndex((r) => r.cells[0] === 'Coffee');
    expect(sheet.rows[coffee + 1]).toEqual({
      style: 'share',
      cells: [null, 0.5, 45 / 70, 15 / 50, 10 / 25, 50 / 95, null],
    });
    expect(sheet.rows[coffee + 2]).toEqual({
      style: 'significance',
      cells: [null, null, 'B', null, null, null, null],
    });
    expect(sheet.rows.at(-2)?.cells[0]).toBe(SIGNIFICANCE_NOTE);
    expect(sheet.rows.at(-1)?.cells[0]).toBe(SMALL_BASE_NOTE);
    // '=Tea' is a text, never a formula.
    expect(sheet.rows.some((r) => r.cells[0] === "'=Tea")).toBe(true);
  });

  it("says the researcher's significance options under the letters", () => {
    const table = {
      ...crosstabFixture(),
      significance: {
        level: 99 as const,
        lowerLevel: 95 as const,
        comparison: 'pairs' as const,
        correction: 'bonferroni' as const,
      },
    };
    const sheet = buildCrosstabSheet(table, []);
    expect(sheet.rows.at(-2)?.cells[0]).toBe(
      'Upper case: 99%, lower case: 95%, Bonferroni-corrected. A letter: higher than the column with that letter, in the same group.',
    );
  });

  it('adds the effective base and the efficiency when weighted, and the means of a slider', () => {
    const table = crosstabFixture();
    table.weighted = true;
    table.weighting = { ...table.weighting, applied: true, efficiency: 0.873, effectiveBase: 104 };
    table.means =
      table.rows[0]?.cells.map((_, i) => ({
        mean: i === 5 ? null : 5 + i / 10,
        standardDeviation: i === 5 ? null : 2,
        higherThan: i === 2 ? 'b' : '',
      })) ?? null;
    const sheet = buildCrosstabSheet(table, []);
    expect(sheet.rows[1]?.cells[0]).toBe(NO_FILTERS_LINE);
    expect(sheet.rows[2]?.cells[0]).toBe('Weighted: efficiency 87.3%, effective base 104');
    expect(sheet.rows.filter((r) => r.style === 'base').map((r) => r.cells[0])).toEqual([
      'Base',
      'Effective base',
    ]);
    const mean = sheet.rows.findIndex((r) => r.cells[0] === 'Mean');
    expect(sheet.rows[mean]?.cells).toEqual(['Mean', 5, 5.1, 5.2, 5.3, 5.4, null]);
    expect(sheet.rows[mean + 1]?.cells[0]).toBe('Standard deviation');
    expect(sheet.rows[mean + 2]?.cells).toEqual([null, null, null, 'b', null, null, null]);
    expect(sheet.weighted).toBe(true);
    expect(sheet.rows.filter((r) => r.style === 'footnote').map((r) => r.cells[0])).toContain(
      ROUNDED_COUNTS_NOTE,
    );
  });

  it('leaves the small-base footnote out when every base is large enough', () => {
    const table = crosstabFixture();
    table.groups = [table.groups[0] ?? { label: '', text: '', columns: [] }];
    for (const r of table.rows) r.cells = r.cells.slice(0, 3);
    expect(styles(table).filter((s) => s === 'footnote')).toHaveLength(1);
    expect(buildCrosstabSheet(table, []).smallBaseColumns).toEqual([]);
  });

  test.prop([fc.array(fc.string(), { minLength: 1, maxLength: 8 })])(
    'every row is as wide as the table and no text cell can run as a formula',
    (texts) => {
      const table = crosstabFixture();
      table.rows = texts.map((t, i) => ({
        ...(table.rows[i % table.rows.length] ?? { cells: [], kind: 'option', id: '' }),
        id: `r${i}`,
        text: t,
      }));
      table.text = texts[0] ?? '';
      const sheet = buildCrosstabSheet(table, [{ ...FILTER, options: texts }]);
      for (const row of sheet.rows) {
        expect(row.cells).toHaveLength(sheet.width);
        for (const c of row.cells) if (typeof c === 'string') expect(isFormulaLike(c)).toBe(false);
      }
      expect(sheet.rows.filter((r) => r.style === 'count')).toHaveLength(texts.length);
    },
  );
});

describe('buildCrosstabSlide', () => {
  it('has one series per column with the column % to 1 decimal, and the bases noted', () => {
    const slide = buildCrosstabSlide(crosstabFixture(), [FILTER]);
    expect(slide.title).toBe('Q1 Which drink do you prefer?');
    expect(slide.categories).toEqual(['Coffee', "'=Tea", 'Water']);
    expect(slide.series.map((s) => s.name)).toEqual([
      'Total',
      'A1 Male (A)',
      'A1 Female (B)',
      'A2 18-34 (C)',
      'A2 35+ (D)',
      'A2 55+ (E)',
    ]);
    expect(slide.series[1]?.values).toEqual([64.3, 21.4, 14.3]);
    expect(slide.series[5]?.values).toEqual([0, 0, 0]);
    expect(slide.notes).toEqual([
      'Base: Total 120; A1 Male (A) 70; A1 Female (B) 50; A2 18-34 (C) 25*; A2 35+ (D) 95; A2 55+ (E) 0*',
      'Unweighted',
      SMALL_BASE_NOTE,
      'Filter: A3 Region: North or South',
    ]);
  });

  it("notes a weighted table's efficiency, effective base and rounded counts", () => {
    const table = crosstabFixture();
    table.weighted = true;
    table.weighting = {
      ...table.weighting,
      applied: true,
      efficiency: 0.915,
      effectiveBase: 258.96,
    };
    expect(buildCrosstabSlide(table, []).notes.slice(1, 3)).toEqual([
      'Weighted: efficiency 91.5%, effective base 259',
      ROUNDED_COUNTS_NOTE,
    ]);
  });
});
