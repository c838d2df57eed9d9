/**
 * The crosstab engine (issue 26 §1): a row question by a banner of up to 6 groups on the bitmap
 * results index. Every cell is a popcount (weighted: a sum of weights) of row line AND column AND
 * filters AND population; a column's base is everyone in the column who answered the row question.
 * Pure: the server hands in the index, the weights and the population (completes not excluded).
 */
import { rowBoxes } from '../analysis/boxes.ts';
import { validateNets } from '../analysis/nets.ts';
import { significanceOptions } from '../analysis/significanceOptions.ts';
import {
  bannerLetters,
  meanLetters,
  proportionLetters,
  type MeanColumn,
  type ProportionColumn,
} from '../analysis/significance.ts';
import { effectiveBase, weightedMeanVariance } from '../analysis/weightedStats.ts';
import {
  SMALL_BASE,
  type CrosstabCell,
  type CrosstabColumn,
  type CrosstabMeanCell,
  type CrosstabRequest,
  type CrosstabResponse,
  type CrosstabRow,
  type SignificanceOptions,
} from './analysisContract.ts';
import {
  bannerGroup,
  boxLine,
  netLine,
  rowVariable,
  type Line,
  type TabulatedIndex,
  type RowVariable,
} from './crosstabVariables.ts';
import type { Bitset } from './bitset.ts';
import {
  columnCounts,
  columnMoments,
  levelWords,
  columnLineSums,
  maskOf,
  splitColumnSums,
  wordCount,
  wordsOf,
  type Moments,
  type Words,
} from './crosstabCounts.ts';
import { keptSplitSums, TOTAL_COLUMN } from './crosstabSums.ts';
import { weightingInfo, type IndexWeights } from './indexWeights.ts';
import { splitsInto } from './weightedCounts.ts';
import { weightCodes } from './weightCodes.ts';

export interface CrosstabScope {
  /**
   * The index's raking (`ResultsIndex.weights()`): weight per respondent number, its levels and
   * what the rake reached, which the answer's `weighting` reports exactly as the summary does
   * (`weightingInfo`); null: weighting unavailable.
   */
  weights: Pick<
    IndexWeights,
    'weights' | 'levels' | 'efficiency' | 'effectiveBase' | 'converged' | 'maxDeviation'
  > | null;
  /** Respondent numbers that count (not excluded); null: every complete. */
  population: Bitset | null;
}

interface ColumnData {
  /** The column's cell (the Total: the mask itself); counted within the mask. */
  cell: Words;
  /** Each line's count in this column (unweighted; weighted over lines that split the answerers). */
  lineCounts: number[] | null;
  column: CrosstabColumn;
  sumW2: number;
  sumWX: number;
  sumWX2: number;
  valued: number;
}

function columnData(
  cell: Words,
  id: string,
  text: string,
  letter: string | null,
  count: number,
  m: Moments,
  lineCounts: number[] | null,
  weighted: boolean,
): ColumnData {
  const effective = weighted ? effectiveBase(m.sumW, m.sumW2) : count;
  return {
    cell,
    lineCounts,
    column: {
      id,
      text,
      letter,
      base: m.sumW,
      unweightedBase: count,
      effectiveBase: effective,
      smallBase: effective < SMALL_BASE,
    },
    sumW2: m.sumW2,
    sumWX: m.sumWX,
    sumWX2: m.sumWX2,
    valued: m.valued,
  };
}

/**
 * The rest of the table for a column (comparison 'rest'): Total minus the column. A column is a
 * subset of the Total (both are the row's answerers), so every sum is the difference of the two.
 * Only what the tests read is filled in.
 */
function restOf(total: ColumnData, c: ColumnData, weighted: boolean): ColumnData {
  // Sums of floats: a difference that should be 0 can come out a hair below.
  const diff = (a: number, b: number) => Math.max(0, a - b);
  const base = diff(total.column.base, c.column.base);
  const sumW2 = diff(total.sumW2, c.sumW2);
  const unweightedBase = diff(total.column.unweightedBase, c.column.unweightedBase);
  const effective = weighted ? effectiveBase(base, sumW2) : unweightedBase;
  return {
    cell: c.cell,
    lineCounts: null,
    column: {
      ...c.column,
      base,
      unweightedBase,
      effectiveBase: effective,
      smallBase: effective < SMALL_BASE,
    },
    sumW2,
    sumWX: total.sumWX - c.sumWX,
    sumWX2: total.sumWX2 - c.sumWX2,
    valued: diff(total.valued, c.valued),
  };
}

function linesOf(row: RowVariable, req: CrosstabRequest, size: number) {
  const lines: { line: Line; kind: CrosstabRow['kind'] }[] = row.lines.map((line) => ({
    line,
    kind: 'option',
  }));
  const nets = validateNets(
    req.nets,
    row.lines.map((l) => l.id),
  );
  nets.forEach((net, i) => lines.push({ line: netLine(row, net, i, size), kind: 'net' }));
  if (req.boxes) {
    // A slider has values (its bins are ordered, but not labelled points); a matrix row ordered ids.
    const scale = row.values
      ? { kind: 'slider' as const }
      : row.ordered.length > 0
        ? { kind: 'points' as const, pointIds: row.ordered }
        : { kind: 'unordered' as const };
    for (const box of rowBoxes(scale).boxes) {
      lines.push({ line: boxLine(row, box.id, box.label, box.optionIds, size), kind: 'box' });
    }
  }
  return lines;
}

/** A column's slider mean and (n - 1) standard deviation over its effective base. */
function meanOf(c: ColumnData, weighted: boolean): MeanColumn | null {
  const sumW = weighted ? c.column.base : c.valued;
  if (c.valued === 0 || !(sumW > 0)) return null;
  const n = c.column.effectiveBase;
  return { n, ...weightedMeanVariance(sumW, c.sumWX, c.sumWX2, n) };
}

interface BannerData {
  columns: readonly ColumnData[];
  /** Each column's rest of the table, aligned with `columns`. */
  rests: readonly ColumnData[];
}

/**
 * Each column's letters, group by group (columns of a group tested only against each other, or
 * each against its rest: one family of tests per group for the correction); the Total column
 * (first) is never tested. `of` gets a column and its position among all columns; for a rest, the
 * position of the column it is the rest of, and `rest` true.
 */
function groupLetters<T>(
  banner: readonly BannerData[],
  letters: readonly (readonly string[])[],
  options: SignificanceOptions,
  of: (c: ColumnData, at: number, rest: boolean) => T,
  test: (
    columns: readonly T[],
    letters: readonly string[],
    options: SignificanceOptions,
    rests: readonly T[],
  ) => string[],
): string[] {
  const higher = [''];
  banner.forEach((g, gi) => {
    const start = higher.length;
    higher.push(
      ...test(
        g.columns.map((c, i) => of(c, start + i, false)),
        letters[gi] ?? [],
        options,
        options.comparison === 'rest' ? g.rests.map((r, i) => of(r, start + i, true)) : [],
      ),
    );
  });
  return higher;
}

function means(
  all: readonly ColumnData[],
  banner: readonly BannerData[],
  letters: readonly (readonly string[])[],
  weighted: boolean,
  options: SignificanceOptions,
): CrosstabMeanCell[] {
  const empty: MeanColumn = { n: 0, mean: 0, variance: 0 };
  const higher = groupLetters(
    banner,
    letters,
    options,
    (c) => meanOf(c, weighted) ?? empty,
    meanLetters,
  );
  return all.map((c, i) => {
    const m = meanOf(c, weighted);
    return {
      mean: m ? m.mean : null,
      // One answer has no spread: its deviation is unknown, not 0.
      standardDeviation: m && m.n > 1 ? Math.sqrt(m.variance) : null,
      higherThan: higher[i] ?? '',
    };
  });
}

/** The crosstab of `req` on the index, within `scope`. */
export function crosstab(
  index: TabulatedIndex,
  req: CrosstabRequest,
  scope: CrosstabScope,
): CrosstabResponse {
  const row = rowVariable(index, req.row);
  const groups = req.banner.map((ref) => bannerGroup(index, ref));
  const filter = index.filtered(req.responseFilters);
  const words = wordCount(index.size);
  // The row's answerers among the counted respondents; a buffer the next call reuses.
  const mask = maskOf([row.answered, filter, scope.population], words);
  const weights = req.weighted ? (scope.weights?.weights ?? null) : null;
  // What a weighted member visit reads: the weight's code, 2 bytes, not the weight (8).
  const codes = weights && weightCodes(weights);
  const letters = bannerLetters(groups.map((g) => g.columns.length));
  const significance = significanceOptions(req.significance);
  const lines = linesOf(row, req, index.size);
  const lineWords = lines.map((l) => wordsOf(l.line.cell, words));
  const cells = [mask, ...groups.flatMap((g) => g.columns.map((c) => wordsOf(c.cell, words)))];
  // Options that split the answerers (a single choice, slider bins): weighted, cells and bases
  // in one visit; unweighted, the last option's count is the column's less the others'.
  const optionCells = row.lines.map((l) => l.cell);
  const splits = splitsInto(row.answered, optionCells);
  // Unweighted every count of a column in one pass; weighted its unweighted base alone.
  const plain = weights
    ? columnCounts([], cells, mask)
    : columnCounts(lineWords, cells, mask, splits ? optionCells.length : 0);
  const split = weights && !row.values && splits ? lineWords.slice(0, optionCells.length) : null;
  const levels = weights ? levelWords(scope.weights?.levels ?? null, words) : null;
  const optionAt = new Map(row.lines.map((l, i) => [l, i]));
  // Without filters a weighted column's sums are the same for every table of this rake: kept.
  const rowKey = filter === null || filter === scope.population ? row.lines[0]?.cell : undefined;
  const columnKeys = [TOTAL_COLUMN, ...groups.flatMap((g) => g.columns.map((c) => c.cell))];
  const columnAt = (at: number, id: string, text: string, letter: string | null) => {
    const cell = cells[at] as Words;
    const count = (plain[at] as { base: number }).base;
    if (!weights) {
      const m = row.values
        ? columnMoments(cell, mask, null, row.values)
        : { sumW: count, sumW2: count, sumWX: 0, sumWX2: 0, valued: 0 };
      return columnData(cell, id, text, letter, count, m, plain[at]?.counts ?? null, false);
    }
    if (split && codes) {
      const sum = () => splitColumnSums(split, cell, mask, codes);
      const key = columnKeys[at] as object;
      const s = rowKey ? keptSplitSums(weights, scope.population, rowKey, key, sum) : sum();
      const m = { sumW: s.sumW, sumW2: s.sumW2, sumWX: 0, sumWX2: 0, valued: 0 };
      return columnData(cell, id, text, letter, count, m, s.counts, true);
    }
    const m = columnMoments(cell, mask, codes, row.values);
    return columnData(cell, id, text, letter, count, m, null, true);
  };
  const total = columnAt(0, 'total', 'Total', null);
  let at = 1;
  const banner = groups.map((g, gi) => {
    const columns = g.columns.map((c, ci) =>
      columnAt(at++, `${gi}:${c.id}`, c.text, letters[gi]?.[ci] ?? null),
    );
    const rests =
      significance.comparison === 'rest'
        ? columns.map((c) => restOf(total, c, weights !== null))
        : [];
    return { group: g, columns, rests };
  });
  const all = [total, ...banner.flatMap((b) => b.columns)];

  // Unweighted: a line's position among all lines; weighted split: among the options.
  const atOf = lines.map(({ line, kind }, li) =>
    weights ? (kind === 'option' ? optionAt.get(line) : undefined) : li,
  );
  // Weighted, the sums of the lines the columns did not count (all of them unless the options
  // split the answerers, then the nets and boxes), column by column (columnLineSums).
  const summed = weights
    ? lines.flatMap((_, li) => (atOf[li] === undefined || !split ? [li] : []))
    : [];
  const summedWords = summed.map((li) => lineWords[li] as Words);
  const sumsAt = new Map(summed.map((li, k) => [li, k]));
  const columnSums = all.map((c) =>
    codes && summed.length > 0 ? columnLineSums(summedWords, c.cell, mask, codes, levels) : [],
  );
  const rows: CrosstabRow[] = lines.map(({ line, kind }, li) => {
    const at = atOf[li];
    const k = sumsAt.get(li);
    const counts = all.map((c, ci) =>
      at !== undefined && c.lineCounts
        ? (c.lineCounts[at] as number)
        : ((columnSums[ci] as number[])[k ?? -1] ?? 0),
    );
    const higher = groupLetters(
      banner,
      letters,
      significance,
      (c, at, rest): ProportionColumn => ({
        // A rest's count: the row's Total minus its column's.
        count: rest
          ? Math.max(0, (counts[0] as number) - (counts[at] as number))
          : (counts[at] as number),
        base: c.column.base,
        effectiveBase: c.column.effectiveBase,
      }),
      proportionLetters,
    );
    return {
      id: line.id,
      text: line.text,
      kind,
      cells: all.map((c, i): CrosstabCell => {
        const count = counts[i] as number;
        const base = c.column.base;
        return {
          count,
          columnShare: base > 0 ? count / base : null,
          higherThan: higher[i] ?? '',
        };
      }),
    };
  });
  return {
    surveyId: req.surveyId,
    label: row.label,
    text: row.text,
    weighted: weights !== null,
    weighting: weightingInfo(scope.weights, weights !== null),
    total: total.column,
    groups: banner.map((b) => ({
      label: b.group.label,
      text: b.group.text,
      columns: b.columns.map((c) => c.column),
    })),
    rows,
    means: row.values ? means(all, banner, letters, weights !== null, significance) : null,
    significance,
  };
}
