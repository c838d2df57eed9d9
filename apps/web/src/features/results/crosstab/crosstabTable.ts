/**
 * The crosstab answer as the screen draws it (issue 26 §1): the banner's header rows (group labels
 * over their columns, column texts, letters, bases) and per row of the table one line per cell
 * with its count, column % and letters. Plain TypeScript, tested; the component only lays it out.
 */
import { lettersNote } from '@survey/domain/analysis/significanceOptions';
import type { CrosstabColumn, CrosstabResponse } from '@survey/domain/results/analysisContract';
import { formatShare } from '@survey/domain/results/percent';
import { iterationsText } from '../cards/iterationBase.ts';

export const CROSSTAB_TEXTS = {
  noCompletes: 'No completes yet.',
  chooseRow: 'Choose a row question to build a crosstab.',
  failed: 'The crosstab could not be loaded.',
  loading: 'Loading the crosstab',
  smallBaseLegend: 'Base below 30: not tested.',
  bannerFull: 'A banner holds at most 6 groups. Remove one to add another.',
  moreRight:
    'More columns to the right: scroll the table sideways (Shift + wheel, or the arrow keys).',
  moreLeft: 'More columns to the left: scroll the table back.',
} as const;

export interface HeaderGroup {
  key: string;
  /** 'A1 Gender'; empty over Total. */
  text: string;
  span: number;
}

export interface HeaderColumn {
  id: string;
  text: string;
  letter: string | null;
  /** '120', or '25*' below the small base. */
  base: string;
  effectiveBase: string;
  smallBase: boolean;
  /** The first column of a group after the first: a rule before it separates the groups. */
  groupStart: boolean;
}

export interface BodyCell {
  count: string;
  share: string;
  letters: string;
  smallBase: boolean;
}

export interface BodyRow {
  id: string;
  text: string;
  kind: 'option' | 'net' | 'box' | 'mean';
  cells: BodyCell[];
}

export interface CrosstabTableView {
  title: string;
  groups: HeaderGroup[];
  columns: HeaderColumn[];
  rows: BodyRow[];
  weighted: boolean;
  anySmallBase: boolean;
  anyLetters: boolean;
  /** What the letters mean under the options they were tested with (`lettersNote`). */
  lettersLegend: string;
  /** Issue 38 §2: 'Base: 7 iterations (4 respondents)' when the row is a looped card; else null. */
  iterationsNote: string | null;
}

/** Whole numbers as they are; weighted sums of weights rounded, like printed data tables. */
export function formatCount(count: number): string {
  return Math.round(count).toLocaleString('en-GB');
}

const baseText = (c: CrosstabColumn, value: number) =>
  `${formatCount(value)}${c.smallBase ? '*' : ''}`;

export function crosstabTableView(table: CrosstabResponse): CrosstabTableView {
  const columns = [table.total, ...table.groups.flatMap((g) => g.columns)];
  const starts = new Set<number>();
  let next = 1;
  for (const g of table.groups) {
    starts.add(next);
    next += g.columns.length;
  }
  const small = columns.map((c) => c.smallBase);
  const rows: BodyRow[] = table.rows.map((row) => ({
    id: row.id,
    text: row.text,
    kind: row.kind,
    cells: row.cells.map((cell, i) => ({
      count: formatCount(cell.count),
      share: cell.columnShare === null ? '–' : formatShare(cell.columnShare * 100),
      letters: cell.higherThan,
      smallBase: small[i] ?? false,
    })),
  }));
  if (table.means) {
    rows.push({
      id: 'mean',
      text: 'Mean',
      kind: 'mean',
      cells: table.means.map((m, i) => ({
        count: m.mean === null ? '–' : m.mean.toFixed(2),
        share: m.standardDeviation === null ? '' : `SD ${m.standardDeviation.toFixed(2)}`,
        letters: m.higherThan,
        smallBase: small[i] ?? false,
      })),
    });
  }
  return {
    title: `${table.label} ${table.text}`,
    groups: [
      { key: 'total', text: '', span: 1 },
      ...table.groups.map((g, i) => ({
        key: `g${i}`,
        text: `${g.label} ${g.text}`,
        span: g.columns.length,
      })),
    ],
    columns: columns.map((c, i) => ({
      id: c.id,
      text: c.text,
      letter: c.letter,
      base: baseText(c, c.base),
      effectiveBase: baseText(c, c.effectiveBase),
      smallBase: c.smallBase,
      groupStart: starts.has(i),
    })),
    rows,
    weighted: table.weighted,
    anySmallBase: small.some(Boolean),
    anyLetters: rows.some((r) => r.cells.some((c) => c.letters !== '')),
    lettersLegend: lettersNote(table.significance),
    iterationsNote: table.iterations
      ? `Base: ${iterationsText(table.total.unweightedBase, table.iterations.respondents)}`
      : null,
  };
}
