import { describe, expect, it } from 'vitest';
import { gridLayout, type CriterionView, type GridCell } from './interlockView.ts';

const criterion = (number: number, label: string, options: string[]): CriterionView => ({
  number,
  label,
  optionText: new Map(options.map((o) => [o, o.toUpperCase()])),
  quotaKeys: options,
});

/** Cells in the interlock's order: the last criterion varying fastest. */
const cellsOf = (a: string[], b: string[]): GridCell[] =>
  a.flatMap((x) => b.map((y) => ({ optionKeys: [x, y], percent: 1 })));

describe('gridLayout', () => {
  it('keeps a column per option of the last criterion when it has no more options than rows', () => {
    const layout = gridLayout(
      [criterion(1, 'A1 Age', ['young', 'mid', 'old']), criterion(2, 'A2 Gender', ['m', 'f'])],
      cellsOf(['young', 'mid', 'old'], ['m', 'f']),
    );
    expect(layout.corner).toBe('A1 Age');
    expect(layout.columns.map((c) => c.text)).toEqual(['M', 'F']);
    expect(layout.rows.map((r) => r.text)).toEqual(['YOUNG', 'MID', 'OLD']);
    expect(layout.rows[1]?.cells.map((c) => c.optionKeys)).toEqual([
      ['mid', 'm'],
      ['mid', 'f'],
    ]);
  });

  it('turns gender x six ages so that the ages run down, not out of view (issue 35 §5)', () => {
    const ages = ['18', '25', '35', '45', '55', '65'];
    const layout = gridLayout(
      [criterion(1, 'A1 Gender', ['m', 'f']), criterion(2, 'A2 Age', ages)],
      cellsOf(['m', 'f'], ages),
    );
    expect(layout.corner).toBe('A2 Age');
    expect(layout.columns.map((c) => c.text)).toEqual(['M', 'F']);
    expect(layout.rows.map((r) => r.text)).toEqual(ages);
    expect(layout.rows[5]?.cells.map((c) => c.optionKeys)).toEqual([
      ['m', '65'],
      ['f', '65'],
    ]);
  });
});
