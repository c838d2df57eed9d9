import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { formatShare } from '@survey/domain/results/percent';
import type { BarDatum, StackedData } from './chartData.ts';
import { seriesColour, seriesColours } from './chartTheme.ts';

/** The axis's ticks are whole percentages ('25%'); a bar's share has one decimal like the tables. */
const tickText = (value: unknown) => `${typeof value === 'number' ? value : 0}%`;
const shareText = (value: unknown) => formatShare(typeof value === 'number' ? value : 0);
const LABEL_WIDTH = 200;
/**
 * Every horizontal chart keeps room on its right for a bar's share label, stacked ones too, so
 * that the 0-100% axes of cards one above the other line up.
 */
const HORIZONTAL_MARGIN = { top: 8, right: 56, bottom: 8, left: 8 };
/**
 * The share axis always runs 0-100%: a stacked row's rounded shares can add up to 100.1%
 * (2/7 + 2/7 + 3/7 = 28.6 + 28.6 + 42.9), and recharts would otherwise widen the domain to hold
 * them, lose the 100% tick and misalign the card with the bar charts above it.
 */
const SHARE_AXIS = {
  type: 'number',
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  allowDataOverflow: true,
  tickFormatter: tickText,
} as const;

const IMAGE_SIZE = 32;
const IMAGE_GAP = 6;

/**
 * The category axis's label of a bar, with the option's or row's picture between the label and
 * its bar when the question has pictures (issue 35 §5: they sat in a strip above the chart). The
 * pictures are part of the chart image; the Table view names the options.
 */
function labelTick(images: readonly (string | null)[]) {
  if (!images.some((image) => image !== null)) return { fontSize: 13 };
  const room = LABEL_WIDTH - IMAGE_SIZE - IMAGE_GAP * 2;
  return function ImageTick(props: YAxisTickContentProps) {
    const [x, y] = [Number(props.x ?? 0), Number(props.y ?? 0)];
    const index = props.index;
    const image = images[index] ?? null;
    return (
      <g transform={`translate(${x},${y})`} data-testid="bar-label">
        {image !== null ? (
          <image
            href={image}
            x={-IMAGE_SIZE - IMAGE_GAP}
            y={-IMAGE_SIZE / 2}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            preserveAspectRatio="xMidYMid slice"
          />
        ) : null}
        <Text
          x={-IMAGE_SIZE - IMAGE_GAP * 2}
          y={0}
          width={room}
          textAnchor="end"
          verticalAnchor="middle"
          fontSize={13}
          fill="currentColor"
        >
          {String(props.payload?.value ?? '')}
        </Text>
      </g>
    );
  };
}

/**
 * The chart is one image for assistive technology (its figures are in the card's Table view), so
 * recharts' keyboard layer is off: a focusable application role inside it would be a trap.
 */
function ChartImage({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: React.ReactElement;
}) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </Box>
  );
}

/** Horizontal bars, one per option: length the share, labelled with it. */
export function HorizontalBars(props: { label: string; data: BarDatum[]; height: number }) {
  const theme = useTheme();
  return (
    <ChartImage label={props.label} height={props.height}>
      <BarChart
        data={props.data}
        layout="vertical"
        margin={HORIZONTAL_MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis {...SHARE_AXIS} />
        <YAxis
          type="category"
          dataKey="label"
          width={LABEL_WIDTH}
          interval={0}
          tick={labelTick(props.data.map((d) => d.image))}
        />
        <Tooltip formatter={(value) => shareText(value)} />
        <Bar
          dataKey="percent"
          name="Share"
          fill={theme.palette.primary.main}
          isAnimationActive={false}
        >
          <LabelList dataKey="percent" position="right" formatter={shareText} />
        </Bar>
      </BarChart>
    </ChartImage>
  );
}

/** Horizontal stacked bars: matrix rows by column, ranked options by rank (each row's shares). */
export function StackedBars(props: { label: string; data: StackedData; height: number }) {
  const theme = useTheme();
  const colours = seriesColours(theme);
  // Legend items carry their label, not their series: a repeated label takes its first place.
  const order = new Map<string, number>();
  props.data.series.forEach((series, index) => {
    if (!order.has(series.label)) order.set(series.label, index);
  });
  return (
    <ChartImage label={props.label} height={props.height}>
      <BarChart
        data={props.data.rows}
        layout="vertical"
        margin={HORIZONTAL_MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis {...SHARE_AXIS} />
        <YAxis
          type="category"
          dataKey="label"
          width={LABEL_WIDTH}
          interval={0}
          tick={labelTick(props.data.rows.map((row) => row.image))}
        />
        <Tooltip formatter={(value) => shareText(value)} />
        {/* In the order of the stack (columns, ranks), not recharts' default alphabetical one. */}
        <Legend itemSorter={(item) => order.get(String(item.value)) ?? order.size} />
        {props.data.series.map((series, index) => (
          <Bar
            key={series.key}
            // A function, not a string: recharts reads dots in a string dataKey as a path.
            dataKey={(row: StackedData['rows'][number]) => row.percents[series.key] ?? 0}
            name={series.label}
            stackId="row"
            fill={seriesColour(colours, index)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartImage>
  );
}

/** Vertical bars, one per slider bin, height the count. */
export function Histogram(props: { label: string; data: BarDatum[]; height: number }) {
  const theme = useTheme();
  return (
    <ChartImage label={props.label} height={props.height}>
      <BarChart
        data={props.data}
        margin={{ top: 24, right: 16, bottom: 8, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip />
        <Bar
          dataKey="count"
          name="Completes"
          fill={theme.palette.secondary.main}
          isAnimationActive={false}
        >
          <LabelList dataKey="count" position="top" />
        </Bar>
      </BarChart>
    </ChartImage>
  );
}
