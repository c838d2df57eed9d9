import Typography from '@mui/material/Typography';
import type { ResultEntry } from '@survey/domain/results/contract';
import { formatShare } from '@survey/domain/results/percent';
import { rankedChartHeight, rankLabel } from '@survey/domain/results/rankLabel';
import { HorizontalBars, Histogram, StackedBars } from './BarCharts.tsx';
import {
  basicBars,
  countHeader,
  formatMean,
  stackedBars,
  stackedCaption,
  type StackedData,
} from './chartData.ts';
import type { CardView } from './chartData.ts';
import { ResultTable } from './ResultTable.tsx';

interface CardProps {
  entry: ResultEntry;
  view: CardView;
  /** The counts are sums of weights (the table's headers say so). */
  weighted: boolean;
}

const chartLabel = (entry: ResultEntry, kind: string) =>
  `${entry.label} ${kind}: ${entry.text}. The Table view lists the figures.`;

/** Choice questions: a bar per option with its count and share. */
export function ChoiceCard({ entry, view, weighted }: CardProps) {
  const bars = basicBars(entry);
  if (view === 'table') {
    return (
      <ResultTable
        caption={`${entry.label} figures`}
        rowHeader="Option"
        columns={[
          { key: 'count', label: countHeader(weighted) },
          { key: 'percent', label: 'Share' },
        ]}
        rows={bars.map((bar) => ({
          id: bar.id,
          label: bar.label,
          cells: { count: String(bar.count), percent: formatShare(bar.percent) },
        }))}
      />
    );
  }
  return (
    <HorizontalBars
      label={chartLabel(entry, 'bar chart')}
      data={bars}
      height={rankedChartHeight(bars.length)}
    />
  );
}

function StackedTable({
  entry,
  data,
  rowHeader,
  weighted,
}: {
  entry: ResultEntry;
  data: StackedData;
  rowHeader: string;
  weighted: boolean;
}) {
  return (
    <ResultTable
      caption={stackedCaption(entry.label, weighted)}
      rowHeader={rowHeader}
      columns={data.series.map((series) => ({ key: series.key, label: series.label }))}
      rows={data.rows.map((row) => ({
        id: row.id,
        label: row.label,
        cells: Object.fromEntries(
          data.series.map((series) => [
            series.key,
            `${row.counts[series.key] ?? 0} (${formatShare(row.percents[series.key] ?? 0)})`,
          ]),
        ),
      }))}
    />
  );
}

/** Ranked questions: each option's ranks stacked; 40 px per label plus 70 (spec 3 §9). */
export function RankedCard({ entry, view, weighted }: CardProps) {
  const raw = stackedBars(entry);
  // The rank series read 'Ranked 1st, 2nd, 3rd, then nth' whatever the server called them.
  const data: StackedData = {
    ...raw,
    series: raw.series.map((series) => {
      const rank = /^rank:(\d+)$/.exec(series.key)?.[1];
      return rank ? { ...series, label: rankLabel(Number(rank)) } : series;
    }),
  };
  if (view === 'table')
    return <StackedTable entry={entry} data={data} rowHeader="Option" weighted={weighted} />;
  return (
    <StackedBars
      label={chartLabel(entry, 'ranked chart')}
      data={data}
      height={rankedChartHeight(data.rows.length)}
    />
  );
}

/** Matrices: a stacked bar per row, one segment per column. */
export function MatrixCard({ entry, view, weighted }: CardProps) {
  const data = stackedBars(entry);
  if (view === 'table')
    return <StackedTable entry={entry} data={data} rowHeader="Row" weighted={weighted} />;
  return (
    <StackedBars
      label={chartLabel(entry, 'stacked bar chart')}
      data={data}
      height={rankedChartHeight(data.rows.length) + 40}
    />
  );
}

/** Sliders: a histogram of the answers by bin, and their mean. */
export function ScaleCard({ entry, view, weighted }: CardProps) {
  const bins = basicBars(entry);
  const mean = entry.scale?.meanFiltered ?? null;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} data-testid="scale-mean">
        {formatMean(mean)}
      </Typography>
      {view === 'table' ? (
        <ResultTable
          caption={`${entry.label} figures`}
          rowHeader="Value"
          columns={[
            { key: 'count', label: countHeader(weighted) },
            { key: 'percent', label: 'Share' },
          ]}
          rows={bins.map((bin) => ({
            id: bin.id,
            label: bin.label,
            cells: { count: String(bin.count), percent: formatShare(bin.percent) },
          }))}
        />
      ) : (
        <Histogram label={chartLabel(entry, 'histogram')} data={bins} height={260} />
      )}
    </>
  );
}
