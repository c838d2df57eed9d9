import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { WaveTable } from '@survey/domain/trackers/waveTable';

const WIDTH = 360;
const HEIGHT = 160;
const PAD = { left: 40, right: 32, top: 12, bottom: 24 };

/**
 * One question's trend over the waves: a line per option of its share in each wave (0-100%).
 * The numbers are in the table beside it; the chart is named for screen readers.
 */
export function TrendChart({ table }: { table: WaveTable }) {
  const theme = useTheme();
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
    theme.palette.info.main,
  ];
  const n = table.waves.length;
  const x = (i: number) => PAD.left + (n <= 1 ? 0 : (i * (WIDTH - PAD.left - PAD.right)) / (n - 1));
  const y = (share: number) => PAD.top + (1 - share) * (HEIGHT - PAD.top - PAD.bottom);
  return (
    <Box>
      <svg
        role="img"
        aria-label={`Trend of ${table.text} over waves ${table.waves.map((w) => w.wave).join(', ')}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(share)}
              y2={y(share)}
              stroke={theme.palette.divider}
            />
            <text x={4} y={y(share) + 4} fontSize={10} fill={theme.palette.text.secondary}>
              {share * 100}%
            </text>
          </g>
        ))}
        {table.waves.map((w, i) => (
          <text
            key={w.wave}
            x={x(i)}
            y={HEIGHT - 6}
            fontSize={10}
            textAnchor="middle"
            fill={theme.palette.text.secondary}
          >
            Wave {w.wave}
          </text>
        ))}
        {table.rows.map((row, r) => {
          const colour = palette[r % palette.length];
          const points = row.cells
            .map((c, i) => (c.columnShare === null ? null : `${x(i)},${y(c.columnShare)}`))
            .filter((p): p is string => p !== null);
          return (
            <g key={row.id}>
              <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth={2} />
              {points.map((p) => {
                const [cx, cy] = p.split(',');
                return <circle key={p} cx={cx} cy={cy} r={3} fill={colour} />;
              })}
            </g>
          );
        })}
      </svg>
      <Box
        component="ul"
        aria-hidden
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}
      >
        {table.rows.map((row, r) => (
          <Box
            component="li"
            key={row.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12 }}
          >
            <Box
              component="span"
              sx={{ width: 10, height: 10, bgcolor: palette[r % palette.length] }}
            />
            {row.text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
