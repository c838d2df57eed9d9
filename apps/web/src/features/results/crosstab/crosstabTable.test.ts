import { crosstabFixture } from '@survey/domain/exports/testing/crosstabFixture';
import { describe, expect, it } from 'vitest';
import { crosstabTableView, formatCount } from './crosstabTable.ts';

describe('crosstabTableView', () => {
  it('puts group labels over their columns, with letters and flagged small bases', () => {
    const view = crosstabTableView(crosstabFixture());
    expect(view.title).toBe('Q1 Which drink do you prefer?');
    expect(view.groups).toEqual([
      { key: 'total', text: '', span: 1 },
      { key: 'g0', text: 'A1 Gender', span: 2 },
      { key: 'g1', text: 'A2 Age', span: 3 },
    ]);
    expect(view.columns.map((c) => [c.text, c.letter, c.base, c.groupStart])).toEqual([
      ['Total', null, '120', false],
      ['Male', 'A', '70', true],
      ['Female', 'B', '50', false],
      ['18-34', 'C', '25*', true],
      ['35+', 'D', '95', false],
      ['55+', 'E', '0*', false],
    ]);
    expect(view.anySmallBase).toBe(true);
    expect(view.anyLetters).toBe(true);
  });

  it('writes each cell as count, column % with one decimal and letters', () => {
    const view = crosstabTableView(crosstabFixture());
    expect(view.rows[0]?.cells.slice(0, 3)).toEqual([
      { count: '60', share: '50.0%', letters: '', smallBase: false },
      { count: '45', share: '64.3%', letters: 'B', smallBase: false },
      { count: '15', share: '30.0%', letters: '', smallBase: false },
    ]);
    expect(view.rows[0]?.cells[5]).toEqual({
      count: '0',
      share: '–',
      letters: '',
      smallBase: true,
    });
  });

  it('rounds weighted counts and adds the means row of a slider', () => {
    const table = crosstabFixture();
    table.weighted = true;
    table.rows[0]!.cells[0]!.count = 1234.6;
    table.means = table.rows[0]!.cells.map((_, i) => ({
      mean: i === 5 ? null : 6.456,
      standardDeviation: i === 5 ? null : 1.2,
      higherThan: i === 1 ? 'b' : '',
    }));
    const view = crosstabTableView(table);
    expect(view.rows[0]?.cells[0]?.count).toBe('1,235');
    expect(view.rows.at(-1)).toMatchObject({ id: 'mean', text: 'Mean', kind: 'mean' });
    expect(view.rows.at(-1)?.cells[1]).toEqual({
      count: '6.46',
      share: 'SD 1.20',
      letters: 'b',
      smallBase: false,
    });
    expect(view.rows.at(-1)?.cells[5]?.count).toBe('–');
  });

  it('formats counts as whole numbers with thousands separators', () => {
    expect(formatCount(12345.4)).toBe('12,345');
    expect(formatCount(0)).toBe('0');
  });
});
