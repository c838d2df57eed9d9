/**
 * Rows of a raw-data export from the layout's variables (`rawDataLayout.ts`):
 * - WIDE: one row per complete, one column per variable.
 * - LONG: one row per complete and answer variable that holds a value for that complete; each row
 *   repeats the respondent's own columns (respondent_id … weight), then `variable` (the answer
 *   variable's name) and its value. An unselected option of an answered multi-select holds 0 and
 *   so has its row; a question the respondent never answered has none.
 * CSV text goes through `neutraliseCell` (R10). Encoded CSV writes codes, unencoded CSV the value
 * label of each code (numbers without a label, such as slider values, stay numbers).
 */
import type { RawDataDimension } from './rawDataContract.ts';
import { neutraliseCell } from './cellSafety.ts';
import type { Cell, CompleteRecord, RawDataLayout, RawVariable } from './rawDataLayout.ts';

/** The header row of a CSV export. */
export function csvHeader(layout: RawDataLayout, dimension: RawDataDimension): string[] {
  const names = layout.variables.map((v) => v.name);
  return dimension === 'WIDE' ? names : [...names.slice(0, layout.fixedCount), 'variable', 'value'];
}

const labelsByVariable = new WeakMap<RawVariable, Map<number, string>>();
function labelOf(v: RawVariable, value: number): string | undefined {
  let labels = labelsByVariable.get(v);
  if (!labels) {
    labels = new Map(v.valueLabels.map((l) => [l.value, l.label]));
    labelsByVariable.set(v, labels);
  }
  return labels.get(value);
}

/** One cell as CSV text: ISO 8601 UTC times, codes or their labels, neutralised text. */
export function csvCell(v: RawVariable, cell: Cell, encoded: boolean): string {
  if (cell === null) return '';
  if (v.type === 'datetime' && typeof cell === 'number') return new Date(cell).toISOString();
  if (typeof cell === 'number') {
    return encoded ? String(cell) : neutraliseCell(labelOf(v, cell) ?? String(cell));
  }
  return neutraliseCell(cell);
}

/** The CSV rows of one complete (one for WIDE, one per answered variable for LONG). */
export function csvRows(
  layout: RawDataLayout,
  record: CompleteRecord,
  dimension: RawDataDimension,
  encoded: boolean,
): string[][] {
  const cells = layout.row(record);
  const vars = layout.variables;
  const text = (i: number) => {
    const v = vars[i];
    return v ? csvCell(v, cells[i] ?? null, encoded) : '';
  };
  if (dimension === 'WIDE') return [cells.map((_, i) => text(i))];
  const fixed = cells.slice(0, layout.fixedCount).map((_, i) => text(i));
  const rows: string[][] = [];
  for (let i = layout.fixedCount; i < cells.length; i++) {
    if (cells[i] === null) continue;
    rows.push([...fixed, vars[i]?.name ?? '', text(i)]);
  }
  return rows;
}

/** SPSS LONG: the respondent's columns, then the variable's name, its number and its text. */
export function longSpssVariables(layout: RawDataLayout): RawVariable[] {
  return [
    ...layout.variables.slice(0, layout.fixedCount),
    {
      name: 'variable',
      label: 'Answer variable',
      type: 'string',
      measure: 'nominal',
      valueLabels: [],
      missing: [],
      decimals: 0,
    },
    {
      name: 'value',
      label: 'Code or number',
      type: 'numeric',
      measure: 'scale',
      valueLabels: [],
      missing: [],
      decimals: 2,
    },
    {
      name: 'text',
      label: 'Text answer',
      type: 'string',
      measure: 'nominal',
      valueLabels: [],
      missing: [],
      decimals: 0,
    },
  ];
}

/** SPSS rows of one complete: one for WIDE, one per answered variable for LONG. */
export function spssRows(
  layout: RawDataLayout,
  record: CompleteRecord,
  dimension: RawDataDimension,
): Cell[][] {
  const cells = layout.row(record);
  if (dimension === 'WIDE') return [cells];
  const fixed = cells.slice(0, layout.fixedCount);
  const rows: Cell[][] = [];
  for (let i = layout.fixedCount; i < cells.length; i++) {
    const cell = cells[i] ?? null;
    if (cell === null) continue;
    const name = layout.variables[i]?.name ?? '';
    rows.push(
      typeof cell === 'number' ? [...fixed, name, cell, null] : [...fixed, name, null, cell],
    );
  }
  return rows;
}
