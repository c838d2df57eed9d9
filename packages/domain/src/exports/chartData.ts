/**
 * The chart-data spreadsheet (spec 3 §2 options bar 'Chart data', §9 "Export data"): one row per
 * bar of the results page's charts, with the columns question, question type, response text,
 * response category, count, total. Free text and sliders are left out (spec 3 §9).
 *
 * Decisions (README of apps/web/src/features/exports):
 * - count and total are the FILTERED figures, the ones the results page shows with the same
 *   filters, so that count / total is the page's percentage: for a choice question total is the
 *   completes who answered it; for a matrix row or a ranked option it is that row's answers (the
 *   page's stacked bars are shares of their own row).
 * - response category is what the count is of: 'Selected' for a choice option, the column for a
 *   matrix row, 'Ranked 1st' … for a ranked option (or 'Selected' for a default option such as
 *   "Don't know" answered instead of a ranking).
 * - question is the card id and the text ('Q1 Which drink…'), the way the page titles its cards.
 * Every text goes through neutraliseCell (QUALITY.md R10).
 */
import type { ResultEntry, ResultRow, SummaryResponse } from '../results/contract.ts';
import { ROUNDED_COUNTS_NOTE, weightingLine } from '../results/weightingLine.ts';
import type { AppliedFilter } from './appliedFilters.ts';
import { neutraliseCell } from './cellSafety.ts';

export const CHART_DATA_COLUMNS = [
  'Question',
  'Question type',
  'Response text',
  'Response category',
  'Count',
  'Total',
] as const;

export interface ChartDataRow {
  question: string;
  questionType: string;
  responseText: string;
  responseCategory: string;
  count: number;
  total: number;
}

export interface ChartDataSheet {
  rows: ChartDataRow[];
  /** The applied filters, neutralised like the rows. */
  filters: AppliedFilter[];
  /** Completes counted (filtered) and in the survey. */
  samplesCollectedFiltered: number;
  samplesCollected: number;
  /** The weighting line ('Unweighted', 'Weighted: efficiency …'), then, weighted, the rounding. */
  weighting: string[];
}

/** The readable type of a result entry; null for the ones the chart data leaves out. */
export function chartQuestionType(entry: ResultEntry): string | null {
  switch (entry.questionType) {
    case 'basic':
      return entry.isMultipleChoice ? 'Multi select' : 'Single select';
    case 'matrix':
      return entry.isMultipleChoice ? 'Matrix (multi select)' : 'Matrix';
    case 'ranked':
      return 'Ranked';
    case 'scale':
    case 'text':
      return null;
  }
}

const rowTotal = (row: ResultRow) =>
  row.rowItems.reduce((sum, item) => sum + item.completesFiltered, 0);

function entryRows(entry: ResultEntry, questionType: string): ChartDataRow[] {
  const question = neutraliseCell(entry.label ? `${entry.label} ${entry.text}` : entry.text);
  const stacked = entry.questionType !== 'basic';
  return [...entry.rows]
    .sort((a, b) => a.position - b.position)
    .flatMap((row) => {
      const total = stacked ? rowTotal(row) : entry.samplesCollectedFiltered;
      return row.rowItems.map((item) => ({
        question,
        questionType,
        responseText: neutraliseCell(row.text),
        responseCategory: neutraliseCell(item.text),
        count: item.completesFiltered,
        total,
      }));
    });
}

/** The chart-data rows of a summary in the page's card order, with the filters it was taken with. */
export function buildChartData(
  summary: SummaryResponse,
  filters: readonly AppliedFilter[],
): ChartDataSheet {
  const rows = summary.results.flatMap((entry) => {
    const type = chartQuestionType(entry);
    return type === null ? [] : entryRows(entry, type);
  });
  return {
    rows,
    filters: filters.map((f) => ({
      label: f.label,
      question: neutraliseCell(f.question),
      options: f.options.map(neutraliseCell),
    })),
    samplesCollectedFiltered: summary.samplesCollectedFiltered,
    samplesCollected: summary.samplesCollected,
    weighting: summary.weighting.applied
      ? [weightingLine(summary.weighting), ROUNDED_COUNTS_NOTE]
      : [weightingLine(summary.weighting)],
  };
}
