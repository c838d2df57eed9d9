/**
 * Unweighted raw-data files (issue 25 §3): the same variables without `weight`. Export rows are
 * stored and read in the full layout (`exportRow.ts`, `ExportRowReader`); an unweighted file is
 * written through this layout, each complete's cells copied without the weight cell into one
 * reused array (no array per complete: an export writes 100k or more).
 */
import type { Cell, RawDataColumns, RawDataLayout } from './rawDataLayout.ts';

const unweighted = new WeakMap<RawDataColumns, RawDataColumns>();

/** The columns without the weight variable (computed once per layout); weightIndex is -1. */
function unweightedColumns(layout: RawDataColumns): RawDataColumns {
  const w = layout.weightIndex;
  return {
    variables: layout.variables.filter((_, i) => i !== w),
    fixedCount: w < layout.fixedCount ? layout.fixedCount - 1 : layout.fixedCount,
    weightIndex: -1,
  };
}

/** `layout` without its weight variable (computed once per layout); weightIndex is -1. */
export function unweightedLayout(layout: RawDataLayout): RawDataLayout;
export function unweightedLayout(layout: RawDataColumns): RawDataColumns;
export function unweightedLayout(layout: RawDataColumns | RawDataLayout): RawDataColumns {
  const known = unweighted.get(layout);
  if (known) return known;
  const w = layout.weightIndex;
  const columns = unweightedColumns(layout);
  const result =
    'row' in layout
      ? {
          ...columns,
          row: (record: Parameters<RawDataLayout['row']>[0]) =>
            layout.row(record).filter((_, i) => i !== w),
        }
      : columns;
  unweighted.set(layout, result);
  return result;
}

/** Copies a complete's cells of the full layout without the weight cell, into one array. */
export class WeightlessCells {
  private readonly out: Cell[];

  constructor(private readonly layout: RawDataColumns) {
    this.out = layout.variables.slice(1).map(() => null);
  }

  /** The cells without the weight: good until the next call (write them out first). */
  of(cells: readonly Cell[]): readonly Cell[] {
    const w = this.layout.weightIndex;
    const out = this.out;
    for (let i = 0, j = 0; i < cells.length; i++) if (i !== w) out[j++] = cells[i] ?? null;
    return out;
  }
}
