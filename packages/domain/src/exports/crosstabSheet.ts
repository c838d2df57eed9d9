/**
 * A crosstab as a data table (issue 26 §1 'Export the table to xlsx (native cells, letters in
 * their own row, the way data tables look)'), as rows of cells for the writer
 * (apps/web/src/features/exports/files/crosstabXlsx.ts).
 *
 * Layout, one table per sheet: the title (row question label and text), the filters applied and
 * the weighting line (`results/weightingLine.ts`), then the banner: a row of group labels over their columns, a row of column
 * texts, a row of column letters, 'Base' (and 'Effective base' when weighted). Then per row of the
 * table a count row, a column-% row (a share 0..1, shown as 0.0%) and the significance letters in
 * their own row. Sliders end with 'Mean', 'Standard deviation' and the means' letters. Footnotes
 * explain the letters, when a column's base is small its '*', and when weighted that counts are
 * rounded sums of weights.
 *
 * Column 0 is the stub (row texts), column 1 Total, then each group's columns in banner order.
 * Texts go through neutraliseCell (QUALITY.md R10); numbers stay numbers.
 */
import { DEFAULT_LETTERS_NOTE, lettersNote } from '../analysis/significanceOptions.ts';
import {
  SMALL_BASE,
  type CrosstabColumn,
  type CrosstabResponse,
} from '../results/analysisContract.ts';
import { ROUNDED_COUNTS_NOTE, weightingLine } from '../results/weightingLine.ts';
import { filterLine, type AppliedFilter } from './appliedFilters.ts';
import { neutraliseCell } from './cellSafety.ts';

export type CrosstabSheetStyle =
  | 'title'
  | 'note'
  | 'blank'
  | 'groups'
  | 'columns'
  | 'letters'
  | 'base'
  | 'count'
  | 'share'
  | 'significance'
  | 'mean'
  | 'footnote';

export type SheetValue = string | number | null;

export interface CrosstabSheetRow {
  style: CrosstabSheetStyle;
  cells: SheetValue[];
}

export interface GroupSpan {
  /** 'A1 Gender'. */
  text: string;
  /** First and last column (0-based) of the group. */
  from: number;
  to: number;
}

export interface CrosstabSheet {
  /** Columns in every row: stub, Total, then the groups' columns. */
  width: number;
  rows: CrosstabSheetRow[];
  groups: GroupSpan[];
  /** Columns (0-based) whose base is below SMALL_BASE: their bases carry '*'. */
  smallBaseColumns: number[];
  weighted: boolean;
}

/** The letters' note of a table with the default options (`lettersNote` for any options). */
export const SIGNIFICANCE_NOTE = DEFAULT_LETTERS_NOTE;
export const SMALL_BASE_NOTE = `* Base below ${SMALL_BASE}: not tested.`;
export const NO_FILTERS_LINE = 'Filters: none';

const text = (value: string) => neutraliseCell(value);

/** The columns in sheet order: Total, then each group's. */
export function sheetColumns(table: CrosstabResponse): CrosstabColumn[] {
  return [table.total, ...table.groups.flatMap((g) => g.columns)];
}

/** The crosstab answer as a data table sheet. */
export function buildCrosstabSheet(
  table: CrosstabResponse,
  filters: readonly AppliedFilter[],
): CrosstabSheet {
  const columns = sheetColumns(table);
  const width = columns.length + 1;
  const rows: CrosstabSheetRow[] = [];
  const add = (style: CrosstabSheetStyle, stub: SheetValue, cells: SheetValue[] = []) =>
    rows.push({
      style,
      cells: [stub, ...cells, ...Array<null>(width - 1 - cells.length).fill(null)],
    });

  add('title', text(`${table.label} ${table.text}`));
  if (filters.length === 0) add('note', NO_FILTERS_LINE);
  for (const f of filters) add('note', text(`Filter: ${filterLine(f)}`));
  add('note', weightingLine(table.weighting));
  add('blank', null);

  const groups: GroupSpan[] = [];
  const groupCells: SheetValue[] = [null];
  let next = 2;
  for (const g of table.groups) {
    const span = {
      text: text(`${g.label} ${g.text}`),
      from: next,
      to: next + g.columns.length - 1,
    };
    groups.push(span);
    groupCells.push(span.text, ...Array<null>(g.columns.length - 1).fill(null));
    next += g.columns.length;
  }
  add('groups', null, groupCells);
  add(
    'columns',
    null,
    columns.map((c) => text(c.text)),
  );
  add(
    'letters',
    null,
    columns.map((c) => c.letter),
  );
  add(
    'base',
    'Base',
    columns.map((c) => c.base),
  );
  if (table.weighted)
    add(
      'base',
      'Effective base',
      columns.map((c) => c.effectiveBase),
    );

  for (const row of table.rows) {
    add(
      'count',
      text(row.text),
      row.cells.map((c) => c.count),
    );
    add(
      'share',
      null,
      row.cells.map((c) => c.columnShare),
    );
    add(
      'significance',
      null,
      row.cells.map((c) => c.higherThan || null),
    );
  }
  if (table.means) {
    add(
      'mean',
      'Mean',
      table.means.map((m) => m.mean),
    );
    add(
      'mean',
      'Standard deviation',
      table.means.map((m) => m.standardDeviation),
    );
    add(
      'significance',
      null,
      table.means.map((m) => m.higherThan || null),
    );
  }

  const smallBaseColumns = columns.flatMap((c, i) => (c.smallBase ? [i + 1] : []));
  add('blank', null);
  add('footnote', lettersNote(table.significance));
  if (smallBaseColumns.length > 0) add('footnote', SMALL_BASE_NOTE);
  if (table.weighted) add('footnote', ROUNDED_COUNTS_NOTE);
  return { width, rows, groups, smallBaseColumns, weighted: table.weighted };
}
