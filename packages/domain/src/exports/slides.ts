/**
 * The PowerPoint deck (spec 3 §2 'Export to PowerPoint', §5 Exports, §9 "PowerPoint"): a title
 * slide with the fieldwork info and the applied filters, then one slide per chart of the results
 * page, as data for native (editable) charts. The writer is
 * apps/web/src/features/exports/files/chartsPptx.ts.
 *
 * A native chart keeps its categories and series names in a workbook embedded in the deck; anyone
 * who edits the chart's data opens it in a spreadsheet, so those texts go through neutraliseCell
 * like every other export (QUALITY.md R10). The axis and legend show the same cells, apostrophe
 * included: the chart part's cache must match its workbook or PowerPoint rewrites it on edit.
 */
import { formatShortDate } from '../projects/listItem.ts';
import type { ResultEntry, ResultRow, SummaryResponse } from '../results/contract.ts';
import { percentOf, roundMean } from '../results/percent.ts';
import { ROUNDED_COUNTS_NOTE, weightingLine } from '../results/weightingLine.ts';
import { filterLine, type AppliedFilter } from './appliedFilters.ts';
import { neutraliseCell } from './cellSafety.ts';

/** Spec 3 §9: slide text is smaller when the question text is longer than this. */
export const SMALL_TEXT_OVER = 180;

/** Spec 3 §9: 20 series colours (RRGGBB), distinct and >= 3:1 against white for the first ten. */
export const SLIDE_PALETTE = [
  '1F5FAD',
  'D9480F',
  '2B8A3E',
  '862E9C',
  'C92A2A',
  '0B7285',
  'E67700',
  '5C940D',
  'A61E4D',
  '364FC7',
  '74C0FC',
  'FFA94D',
  '8CE99A',
  'DA77F2',
  'FF8787',
  '66D9E8',
  'FFD43B',
  'C0EB75',
  'F783AC',
  '91A7FF',
] as const;

export interface FieldworkInfo {
  projectName: string;
  country: string;
  /**
   * Issue 37 §3: a multi-market project's markets read together (their country names): the title
   * slide names them instead of one country.
   */
  markets?: readonly string[];
  /** ISO dates; null when not set. */
  startDate: string | null;
  endDate: string | null;
  samplesCollected: number;
  samplesWanted: number;
}

export interface TitleSlide {
  title: string;
  /** 'Country: …', 'Fieldwork dates: …', 'Completes: 80 of 100', then the filters. */
  lines: string[];
}

export interface ChartSeries {
  name: string;
  /** One percentage (1 decimal) per category. */
  values: number[];
  colour: string;
}

export interface ChartSlide {
  /** 'Q1', 'A2'. */
  label: string;
  title: string;
  smallText: boolean;
  /** Bar for choice questions and slider bins; stacked bar (each category 100%) for matrix and ranked. */
  chart: 'bar' | 'stackedBar';
  categories: string[];
  series: ChartSeries[];
  /** 'Base: 7 completes' and, for a slider, 'Mean 5.46'. */
  notes: string[];
  /** A slider's mean, 2 decimals; null otherwise or when nobody answered. */
  mean: number | null;
}

export interface SlideDeck {
  title: TitleSlide;
  slides: ChartSlide[];
}

export type SlideDeckErrorCode = 'NO_CHART_DATA' | 'NO_FIELDWORK';

/** Spec 3 §5: the PowerPoint export requires chart data and fieldwork info to exist. */
export class SlideDeckError extends Error {
  constructor(readonly code: SlideDeckErrorCode) {
    super(
      code === 'NO_CHART_DATA'
        ? 'There are no charts to export yet.'
        : 'The fieldwork details could not be loaded.',
    );
    this.name = 'SlideDeckError';
  }
}

const colour = (i: number) => SLIDE_PALETTE[i % SLIDE_PALETTE.length] ?? SLIDE_PALETTE[0];

const rowTotal = (row: ResultRow) =>
  row.rowItems.reduce((sum, item) => sum + item.completesFiltered, 0);

function chartSlide(entry: ResultEntry): ChartSlide | null {
  if (entry.questionType === 'text') return null;
  const rows = [...entry.rows].sort((a, b) => a.position - b.position);
  const base = `Base: ${entry.samplesCollectedFiltered} completes`;
  const common = {
    label: entry.label,
    title: entry.text,
    smallText: entry.text.length > SMALL_TEXT_OVER,
    categories: rows.map((r) => neutraliseCell(r.text)),
  };
  if (entry.questionType === 'basic' || entry.questionType === 'scale') {
    const mean = entry.scale ? roundMean(entry.scale.meanFiltered) : null;
    return {
      ...common,
      chart: 'bar',
      series: [
        {
          name: entry.questionType === 'scale' ? 'Answers' : 'Selected',
          values: rows.map((r) => percentOf(rowTotal(r), entry.samplesCollectedFiltered)),
          colour: colour(0),
        },
      ],
      notes: entry.scale ? [base, mean === null ? 'Mean –' : `Mean ${mean.toFixed(2)}`] : [base],
      mean,
    };
  }
  // Matrix columns and ranks, in the order the results page stacks them.
  const keys = new Map<string, string>();
  for (const row of rows)
    for (const item of row.rowItems) if (!keys.has(item.id)) keys.set(item.id, item.text);
  const series = [...keys].map(([id, name], i) => ({
    name: neutraliseCell(name),
    colour: colour(i),
    values: rows.map((row) =>
      percentOf(row.rowItems.find((item) => item.id === id)?.completesFiltered ?? 0, rowTotal(row)),
    ),
  }));
  return { ...common, chart: 'stackedBar', series, notes: [base], mean: null };
}

function dateRange(start: string | null, end: string | null): string {
  if (!start && !end) return 'not set';
  return `${start ? formatShortDate(start) : '…'} – ${end ? formatShortDate(end) : '…'}`;
}

/** The deck, or SlideDeckError when the chart data or the fieldwork info is missing. */
export function buildSlideDeck(
  summary: SummaryResponse | null | undefined,
  fieldwork: FieldworkInfo | null | undefined,
  filters: readonly AppliedFilter[],
): SlideDeck {
  // No completes: the results page shows no charts either.
  if (!summary || summary.samplesCollected === 0) throw new SlideDeckError('NO_CHART_DATA');
  if (!fieldwork) throw new SlideDeckError('NO_FIELDWORK');
  const slides = summary.results.flatMap((e) => chartSlide(e) ?? []);
  if (slides.length === 0) throw new SlideDeckError('NO_CHART_DATA');
  const lines = [
    fieldwork.markets
      ? `Markets: ${fieldwork.markets.join(', ')}`
      : `Country: ${fieldwork.country}`,
    `Fieldwork dates: ${dateRange(fieldwork.startDate, fieldwork.endDate)}`,
    `Completes: ${fieldwork.samplesCollected} of ${fieldwork.samplesWanted}`,
    ...(filters.length
      ? [
          `Filters (${summary.samplesCollectedFiltered} of ${summary.samplesCollected} completes match):`,
          ...filters.map(filterLine),
        ]
      : ['Filters: none']),
    weightingLine(summary.weighting),
    ...(summary.weighting.applied ? [ROUNDED_COUNTS_NOTE] : []),
  ];
  return { title: { title: fieldwork.projectName, lines }, slides };
}
