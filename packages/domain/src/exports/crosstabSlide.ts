/**
 * A crosstab as one PowerPoint slide (issue 26 §1 'and to PowerPoint (native chart)'): a clustered
 * bar chart of the column % of each row of the table (categories) across the columns (series:
 * Total, then each banner column), with the title and a base note. The writer is
 * apps/web/src/features/exports/files/crosstabPptx.ts.
 *
 * Categories and series names are cells of the workbook embedded behind the chart, so they go
 * through neutraliseCell (QUALITY.md R10), as in slides.ts.
 */
import type { CrosstabResponse } from '../results/analysisContract.ts';
import { filterLine, type AppliedFilter } from './appliedFilters.ts';
import { neutraliseCell } from './cellSafety.ts';
import { ROUNDED_COUNTS_NOTE, weightingLine } from '../results/weightingLine.ts';
import { sheetColumns, SMALL_BASE_NOTE } from './crosstabSheet.ts';
import { SLIDE_PALETTE, type ChartSeries } from './slides.ts';

export interface CrosstabSlide {
  /** 'Q1 Which drink do you prefer?' */
  title: string;
  categories: string[];
  series: ChartSeries[];
  /**
   * 'Base: Total 120; A1 Male (A) 70; …', the weighting line (and, weighted, that counts are
   * rounded), the filters; small bases end in '*'.
   */
  notes: string[];
}

const roundShare = (share: number | null) => (share === null ? 0 : Math.round(share * 1000) / 10);

/** The slide of a crosstab: column % (1 decimal) per row and column. */
export function buildCrosstabSlide(
  table: CrosstabResponse,
  filters: readonly AppliedFilter[],
): CrosstabSlide {
  const columns = sheetColumns(table);
  const groupOf = ['', ...table.groups.flatMap((g) => g.columns.map(() => `${g.label} `))];
  const names = columns.map((c, i) =>
    neutraliseCell(c.letter ? `${groupOf[i] ?? ''}${c.text} (${c.letter})` : c.text),
  );
  const bases = columns
    .map((c, i) => `${names[i] ?? ''} ${Math.round(c.base)}${c.smallBase ? '*' : ''}`)
    .join('; ');
  const notes = [`Base: ${bases}`, weightingLine(table.weighting)];
  if (table.weighted) notes.push(ROUNDED_COUNTS_NOTE);
  if (columns.some((c) => c.smallBase)) notes.push(SMALL_BASE_NOTE);
  for (const f of filters) notes.push(`Filter: ${filterLine(f)}`);
  return {
    title: `${table.label} ${table.text}`,
    categories: table.rows.map((r) => neutraliseCell(r.text)),
    series: columns.map((_, i) => ({
      name: names[i] ?? '',
      values: table.rows.map((r) => roundShare(r.cells[i]?.columnShare ?? null)),
      colour: SLIDE_PALETTE[i % SLIDE_PALETTE.length] ?? '1F5FAD',
    })),
    notes,
  };
}
