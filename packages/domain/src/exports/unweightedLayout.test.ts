import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Cell, RawDataLayout, RawVariable } from './rawDataLayout.ts';
import { csvHeader, putCsvRecords, type CsvOut } from './rawDataRows.ts';
import { unweightedLayout, WeightlessCells } from './unweightedLayout.ts';

const names = ['respondent_id', 'status', 'weight', 'Q1', 'Q2'];
const variable = (name: string): RawVariable => ({
  name,
  label: name,
  type: 'numeric',
  measure: 'nominal',
  valueLabels: [],
  missing: [],
  decimals: 0,
});
const layout: RawDataLayout = {
  variables: names.map(variable),
  fixedCount: 3,
  weightIndex: 2,
  row: () => ['r1', 'complete', 1.5, 1, null],
};

/** The CSV records as arrays of cells (field writers are not the point here). */
function records(l: RawDataLayout, cells: readonly Cell[], dimension: 'WIDE' | 'LONG') {
  const rows: Cell[][] = [[]];
  const out: CsvOut = {
    field: (_, cell) => rows[rows.length - 1]?.push(cell),
    name: (i) => rows[rows.length - 1]?.push(l.variables[i]?.name ?? ''),
    loopItem: (i) => rows[rows.length - 1]?.push(l.variables[i]?.loopItem ?? ''),
    end: () => rows.push([]),
  };
  putCsvRecords(l, cells, dimension, out);
  return rows.slice(0, -1);
}

describe('unweighted raw-data files', () => {
  it('have every variable but the weight, and the respondent columns one fewer', () => {
    const u = unweightedLayout(layout);
    expect(u.variables.map((v) => v.name)).toEqual(['respondent_id', 'status', 'Q1', 'Q2']);
    expect(u.fixedCount).toBe(2);
    expect(u.weightIndex).toBe(-1);
    expect(u.row({} as never)).toEqual(['r1', 'complete', 1, null]);
    expect(unweightedLayout(layout)).toBe(u);
    expect(csvHeader(u, 'LONG')).toEqual(['respondent_id', 'status', 'variable', 'value']);
  });

  test.prop([
    fc.array(fc.oneof(fc.constant(null), fc.integer(), fc.string()), {
      minLength: 5,
      maxLength: 5,
    }),
  ])('write the weighted records with the weight cell left out', (cells) => {
    const u = unweightedLayout(layout);
    const weightless = new WeightlessCells(layout).of(cells);
    for (const dimension of ['WIDE', 'LONG'] as const) {
      const expected = records(layout, cells, dimension).map((r) => r.filter((_, i) => i !== 2));
      expect(records(u, weightless, dimension)).toEqual(expected);
    }
  });
});
