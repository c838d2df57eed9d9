/**
 * The crosstab engine (issue 26 §1): a row question by a banner of up to 6 groups on the bitmap
 * results index. Every cell is a popcount (weighted: a sum of weights) of row line AND column AND
 * filters AND population; a column's base is everyone in the column who answered the row question.
 * Pure: the server hands in the index, the weights and the population (completes not excluded).
 */
import type { Bitset } from './bitset.ts';
import {
  SMALL_BASE,
  type CrosstabCell,
  type CrosstabColumn,
  type CrosstabMeanCell,
  type CrosstabRequest,
  type CrosstabResponse,
  type CrosstabRow,
  type WeightingInfo,
} from './analysisContract.ts';
import {
  bannerGroup,
  boxLine,
  netLine,
  rowVariable,
  type Line,
  type RowVariable,
} from './crosstabVariables.ts';
import type { ResultsIndex } from './resultsIndex.ts';

export interface CrosstabScope {
  /** Weight per respondent number (the service's raking); null: weighting unavailable. */
  weights: Float64Array | null;
  /** Respondent numbers that count (not excluded); null: every complete. */
  population: Bitset | null;
  /** What weighting did, as the summary says it (reported as is). */
  weighting: WeightingInfo;
}

interface ColumnData {
  set: Bitset;
  column: CrosstabColumn;
  sumWX: number;
  sumWX2: number;
  valued: number;
}

/** Kish effective base (sum w)^2 / sum w^2; 0 for an empty column. */
const kish = (sumW: number, sumW2: number) => (sumW2 > 0 ? (sumW * sumW) / sumW2 : 0);

function columnData(
  set: Bitset,
  id: string,
  text: string,
  letter: string | null,
  weights: Float64Array | null,
  values: Float64Array | null,
): ColumnData {
  const m = set.moments(weights, values);
  const unweightedBase = weights ? set.count() : m.sumW;
  const effectiveBase = weights ? kish(m.sumW, m.sumW2) : unweightedBase;
  return {
    set,
    column: {
      id,
      text,
      letter,
      base: m.sumW,
      unweightedBase,
      effectiveBase,
      smallBase: effectiveBase < SMALL_BASE,
    },
    sumWX: m.sumWX,
    sumWX2: m.sumWX2,
    valued: m.valued,
  };
}

function linesOf(row: RowVariable, req: CrosstabRequest, size: number) {
  const lines: { line: Line; kind: CrosstabRow['kind'] }[] = row.lines.map((line) => ({
    line,
    kind: 'option',
  }));
  req.nets.forEach((net, i) => lines.push({ line: netLine(row, net, i, size), kind: 'net' }));
  // Boxes only for an ordered scale of 4 or more points (fewer: the box would be half the scale).
  if (req.boxes && row.ordered.length >= 4) {
    const top = row.ordered.slice(-2);
    const bottom = row.ordered.slice(0, 2);
    lines.push({ line: boxLine(row, 'box:top2', 'Top 2 box', top, size), kind: 'box' });
    lines.push({ line: boxLine(row, 'box:bottom2', 'Bottom 2 box', bottom, size), kind: 'box' });
  }
  return lines;
}

function meanCell(c: ColumnData, weighted: boolean): CrosstabMeanCell {
  const sumW = weighted ? c.column.base : c.valued;
  if (c.valued === 0 || sumW <= 0) return { mean: null, standardDeviation: null, higherThan: '' };
  const mean = c.sumWX / sumW;
  // Sample variance with the effective base as n (weighted) or n (unweighted), n - 1 denominator.
  const n = c.column.effectiveBase;
  const variance = n > 1 ? (Math.max(0, c.sumWX2 / sumW - mean * mean) * n) / (n - 1) : null;
  return {
    mean,
    standardDeviation: variance === null ? null : Math.sqrt(variance),
    higherThan: '',
  };
}

/** The crosstab of `req` on the index, within `scope`. */
export function crosstab(
  index: ResultsIndex,
  req: CrosstabRequest,
  scope: CrosstabScope,
): CrosstabResponse {
  const row = rowVariable(index, req.row);
  const groups = req.banner.map((ref) => bannerGroup(index, ref));
  const filter = index.filtered(req.responseFilters);
  const counted =
    filter && scope.population ? filter.andInPlace(scope.population) : (filter ?? scope.population);
  const answered = counted ? row.answered.clone().andInPlace(counted) : row.answered;
  const weights = req.weighted ? scope.weights : null;
  const letters = columnLetters(Math.max(0, ...groups.map((g) => g.columns.length)));

  const total = columnData(answered, 'total', 'Total', null, weights, row.values);
  const banner = groups.map((g, gi) => ({
    group: g,
    columns: g.columns.map((c, ci) =>
      columnData(
        c.cell.clone().andInPlace(answered),
        `${gi}:${c.id}`,
        c.text,
        letters[ci] ?? null,
        weights,
        row.values,
      ),
    ),
  }));
  const all = [total, ...banner.flatMap((b) => b.columns)];

  const rows: CrosstabRow[] = linesOf(row, req, index.size).map(({ line, kind }) => ({
    id: line.id,
    text: line.text,
    kind,
    cells: all.map((c): CrosstabCell => {
      const count = weights ? line.cell.andWeightSum(c.set, weights) : line.cell.andCount(c.set);
      const base = c.column.base;
      return { count, columnShare: base > 0 ? count / base : null, higherThan: '' };
    }),
  }));
  return {
    surveyId: req.surveyId,
    label: row.label,
    text: row.text,
    weighted: weights !== null,
    weighting: scope.weighting,
    total: total.column,
    groups: banner.map((b) => ({
      label: b.group.label,
      text: b.group.text,
      columns: b.columns.map((c) => c.column),
    })),
    rows,
    means: row.values ? all.map((c) => meanCell(c, weights !== null)) : null,
  };
}

/** 'A'..'Z', then 'AA'... (replaced by the statistics' columnLetters once merged). */
function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i));
}
