/**
 * Rows of a raw-data export from one complete's cells (`rawDataLayout.ts`: `layout.row`, or the
 * stored export row of `exportRow.ts`):
 * - WIDE: one row per complete, one column per variable.
 * - LONG: one row per complete and answer variable that holds a value for that complete; each row
 *   repeats the respondent's own columns (respondent_id … weight), then `variable` (the answer
 *   variable's name) and its value. An unselected option of an answered multi-select holds 0 and
 *   so has its row; a question the respondent never answered has none.
 * - LONG of a survey with loops (issue 38 §2): one more column at the end, `loop_item`, the loop
 *   item a looped card's variable (`Q5_L1`, ...) is about ('Brand A'), empty for other variables;
 *   each iteration's answers are then rows of their own that say their item. Surveys without
 *   loops keep the two columns exactly (`hasLoopItems`).
 * CSV text goes through `neutraliseCell` (R10). Encoded CSV writes codes, unencoded CSV the value
 * label of each code (numbers without a label, such as slider values, stay numbers).
 *
 * An export writes millions of cells: each variable's writer is built once per layout, with its
 * labels already neutralised and quoted, so a cell costs a lookup rather than a search.
 */
import type { RawDataDimension } from './rawDataContract.ts';
import { neutraliseCell } from './cellSafety.ts';
import { isoUtc } from './isoTime.ts';
import type { Cell, RawDataColumns, RawVariable } from './rawDataLayout.ts';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma, CR or LF, or starts or ends with
 * white space (which some readers trim); quotes inside are doubled.
 */
export const csvField = (text: string): string =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** Whether a LONG file of this layout has the `loop_item` column (a survey with loops). */
export const hasLoopItems = (layout: RawDataColumns): boolean =>
  layout.variables.some((v) => v.loopItem !== undefined);

export const LOOP_ITEM_COLUMN = 'loop_item';

/** The header row of a CSV export (field text). */
export function csvHeader(layout: RawDataColumns, dimension: RawDataDimension): string[] {
  const names = layout.variables.map((v) => v.name);
  const long = [...names.slice(0, layout.fixedCount), 'variable', 'value'];
  if (hasLoopItems(layout)) long.push(LOOP_ITEM_COLUMN);
  return (dimension === 'WIDE' ? names : long).map(csvField);
}

/** A cell's CSV field: ISO 8601 UTC times, codes or their labels, neutralised and quoted text. */
export type FieldWriter = (cell: Cell) => string;

const textField = (cell: Cell): string =>
  cell === null ? '' : csvField(neutraliseCell(String(cell)));

function fieldWriter(v: RawVariable, encoded: boolean): FieldWriter {
  if (v.type === 'datetime') {
    return (cell) => (typeof cell === 'number' ? isoUtc(cell) : textField(cell));
  }
  if (v.type === 'string') return textField;
  // A plain number is never formula-like nor in need of quotes (cellSafety.ts).
  if (encoded || v.valueLabels.length === 0) {
    return (cell) => (typeof cell === 'number' ? String(cell) : textField(cell));
  }
  const labels = new Map(v.valueLabels.map((l) => [l.value, csvField(neutraliseCell(l.label))]));
  return (cell) =>
    typeof cell === 'number' ? (labels.get(cell) ?? String(cell)) : textField(cell);
}

const writersOf = new WeakMap<
  RawDataColumns,
  { encoded: FieldWriter[]; labelled: FieldWriter[] }
>();

/** Each variable's CSV field writer (built once per layout and encoding). */
export function csvFieldWriters(layout: RawDataColumns, encoded: boolean): FieldWriter[] {
  let known = writersOf.get(layout);
  if (!known) {
    known = {
      encoded: layout.variables.map((v) => fieldWriter(v, true)),
      labelled: layout.variables.map((v) => fieldWriter(v, false)),
    };
    writersOf.set(layout, known);
  }
  return encoded ? known.encoded : known.labelled;
}

/** Where CSV records go, field by field (a writer of bytes or of text). */
export interface CsvOut {
  /** Variable `variable`'s field for `cell` (csvFieldWriters). */
  field(variable: number, cell: Cell): void;
  /** Variable `variable`'s name as a field (LONG's `variable` column). */
  name(variable: number): void;
  /** Variable `variable`'s loop item as a field, empty when it has none (LONG's `loop_item`). */
  loopItem(variable: number): void;
  /** Ends the record (CRLF). */
  end(): void;
}

/**
 * The CSV records of one complete, field by field (no array or string per record: an export
 * writes millions): one for WIDE, one per answered variable for LONG (the respondent's fields,
 * the variable's name, its value). Answers how many records it put.
 */
export function putCsvRecords(
  layout: RawDataColumns,
  cells: readonly Cell[],
  dimension: RawDataDimension,
  out: CsvOut,
): number {
  const count = layout.variables.length;
  if (dimension === 'WIDE') {
    for (let i = 0; i < count; i++) out.field(i, cells[i] ?? null);
    out.end();
    return 1;
  }
  const fixed = layout.fixedCount;
  const loops = hasLoopItems(layout);
  let records = 0;
  for (let i = fixed; i < count; i++) {
    const cell = cells[i] ?? null;
    if (cell === null) continue;
    for (let j = 0; j < fixed; j++) out.field(j, cells[j] ?? null);
    out.name(i);
    out.field(i, cell);
    if (loops) out.loopItem(i);
    out.end();
    records++;
  }
  return records;
}

/**
 * SPSS LONG: the respondent's columns, then the variable's name, its number and its text (and,
 * with loops, its loop item).
 */
export function longSpssVariables(layout: RawDataColumns): RawVariable[] {
  const loopItem: RawVariable[] = hasLoopItems(layout)
    ? [
        {
          name: LOOP_ITEM_COLUMN,
          label: 'Loop item',
          type: 'string',
          measure: 'nominal',
          valueLabels: [],
          missing: [],
          decimals: 0,
        },
      ]
    : [];
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
    ...loopItem,
  ];
}

/**
 * The SPSS cases of one complete, cell by cell (`put(variable, cell)` in variable order, case
 * after case; no array per case: LONG writes millions): one case for WIDE, one per answered
 * variable for LONG (`longSpssVariables`: the respondent's cells, then the variable's name, and
 * its number or its text). Answers how many cases it put.
 */
export function putSpssCases(
  layout: RawDataColumns,
  cells: readonly Cell[],
  dimension: RawDataDimension,
  put: (variable: number, cell: Cell) => void,
): number {
  const count = layout.variables.length;
  if (dimension === 'WIDE') {
    for (let i = 0; i < count; i++) put(i, cells[i] ?? null);
    return 1;
  }
  const fixed = layout.fixedCount;
  const loops = hasLoopItems(layout);
  let cases = 0;
  for (let i = fixed; i < count; i++) {
    const cell = cells[i] ?? null;
    if (cell === null) continue;
    for (let j = 0; j < fixed; j++) put(j, cells[j] ?? null);
    put(fixed, layout.variables[i]?.name ?? '');
    put(fixed + 1, typeof cell === 'number' ? cell : null);
    put(fixed + 2, typeof cell === 'number' ? null : cell);
    if (loops) put(fixed + 3, layout.variables[i]?.loopItem ?? null);
    cases++;
  }
  return cases;
}
