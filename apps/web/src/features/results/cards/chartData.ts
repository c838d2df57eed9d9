import type { ResultEntry, ResultRow } from '@survey/domain/results/contract';
import { percentOf } from '@survey/domain/results/percent';
import { safeUrl, videoStillUrl } from '@survey/survey-ui/media';
import { sizedImageUrl } from '../../media/index.ts';

// The exports round the same way (one rule, in the domain).
export { percentOf };

export interface BarDatum {
  id: string;
  label: string;
  count: number;
  percent: number;
  /** The option's picture (s64) or video still, drawn beside its bar; null without one. */
  image: string | null;
}

/** A row's picture as a card shows it beside its bar: the image at 64 px, a video's still. */
export function rowImage(row: ResultRow): string | null {
  if (!row.media) return null;
  const url = safeUrl(row.media.mediaUrl);
  if (url === null) return null;
  return row.media.mediaType === 'image' ? sizedImageUrl(url, 's64') : videoStillUrl(url);
}

const selectedCount = (row: ResultRow) =>
  row.rowItems.reduce((sum, item) => sum + item.completesFiltered, 0);

/**
 * Choice questions and slider bins: one bar per row, its count among the filtered completes and
 * the share of the entry's filtered answerers (a multiple choice's shares add up past 100%).
 */
export function basicBars(entry: ResultEntry): BarDatum[] {
  return entry.rows.map((row) => {
    const count = selectedCount(row);
    // Weighted sums show as whole completes; the share is taken from the sums.
    return {
      id: row.id,
      label: row.text,
      count: Math.round(count),
      percent: percentOf(count, entry.samplesCollectedFiltered),
      image: rowImage(row),
    };
  });
}

/** A series of stacked bars: one per matrix column or per rank. */
export interface StackSeries {
  key: string;
  label: string;
}

export interface StackedData {
  series: StackSeries[];
  /** One row per bar: `label`, then for each series key its count and `pct:{key}` its share. */
  rows: {
    id: string;
    label: string;
    /** The matrix row's or ranked option's picture, beside its bar (`rowImage`). */
    image: string | null;
    counts: Record<string, number>;
    percents: Record<string, number>;
  }[];
}

/**
 * Matrix rows (series: the columns) and ranked options (series: the ranks, plus 'Selected' for a
 * default option answered instead of a ranking), each row's shares of its own answers.
 */
export function stackedBars(entry: ResultEntry): StackedData {
  const series = new Map<string, StackSeries>();
  for (const row of entry.rows) {
    for (const item of row.rowItems) {
      if (!series.has(item.id)) series.set(item.id, { key: item.id, label: item.text });
    }
  }
  const rows = entry.rows.map((row) => {
    const total = selectedCount(row);
    const counts: Record<string, number> = {};
    const percents: Record<string, number> = {};
    for (const item of row.rowItems) {
      counts[item.id] = Math.round(item.completesFiltered);
      percents[item.id] = percentOf(item.completesFiltered, total);
    }
    return { id: row.id, label: row.text, image: rowImage(row), counts, percents };
  });
  return { series: [...series.values()], rows };
}

/** The mean shown under a slider's histogram: two decimals, filtered when filters apply. */
export function formatMean(mean: number | null): string {
  return mean === null ? 'Mean –' : `Mean ${mean.toFixed(2)}`;
}

/** A card shows its chart or, as its text alternative, the same figures as a table. */
export type CardView = 'chart' | 'table';

/**
 * The count column's header of a card's table: 'Completes', or when the counts are sums of
 * weights 'Weighted count' (issue 35 §1: they are not completes).
 */
export const countHeader = (weighted: boolean) => (weighted ? 'Weighted count' : 'Completes');

/** A stacked table's caption: what its cells hold. */
export const stackedCaption = (label: string, weighted: boolean) =>
  `${label} figures (${weighted ? 'weighted counts' : 'completes'}, share of the row)`;
