import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { CROSSTAB_TEXTS, type BodyCell, type CrosstabTableView } from './crosstabTable.ts';
import { useScrollCue } from './useScrollCue.ts';

const BORDER = '1px solid';
const RULE = 'divider';
/** The stub and the Total column keep fixed widths: the Total sticks right after the stub. */
const STUB_WIDTH = 180;
const TOTAL_WIDTH = 88;

// One table with a sticky head (group labels, column texts, letters, bases), a sticky stub and a
// sticky Total column: it scrolls both ways inside its frame, never the page, and the row labels,
// the Total and each group's label stay in view while the banner scrolls sideways (issue 35 §3).
const cellSx = {
  px: 1.25,
  py: 0.75,
  textAlign: 'center',
  verticalAlign: 'top',
  borderBottom: BORDER,
  borderColor: RULE,
  whiteSpace: 'nowrap',
  fontSize: '0.8125rem',
} as const;

const stubSx = {
  ...cellSx,
  textAlign: 'left',
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'normal',
  boxSizing: 'border-box',
  width: STUB_WIDTH,
  minWidth: STUB_WIDTH,
  maxWidth: STUB_WIDTH,
  borderRight: BORDER,
  borderRightColor: RULE,
} as const;

/** The Total column: sticky beside the stub, a double rule after it where the banner starts. */
const totalSx = {
  position: 'sticky',
  left: STUB_WIDTH,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxSizing: 'border-box',
  width: TOTAL_WIDTH,
  minWidth: TOTAL_WIDTH,
  borderRight: '3px double',
  borderRightColor: RULE,
} as const;

function Cell({ cell, at, groupStart }: { cell: BodyCell; at: number; groupStart: boolean }) {
  return (
    <Box
      component="td"
      sx={{
        ...cellSx,
        ...(at === 0 ? totalSx : {}),
        color: cell.smallBase ? 'text.secondary' : 'text.primary',
        // The first group sits against the Total's double rule; later groups get a rule of their own.
        borderLeft: groupStart && at > 1 ? BORDER : undefined,
        borderLeftColor: RULE,
      }}
    >
      <Box>{cell.count}</Box>
      <Box>{cell.share}</Box>
      <Box sx={{ fontWeight: 700, color: 'primary.main', minHeight: '1.25em' }}>{cell.letters}</Box>
    </Box>
  );
}

/** A shadow on the frame's edge where columns are out of sight (decorative: the caption says it). */
function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      data-testid={`crosstab-more-${side}`}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        width: 24,
        pointerEvents: 'none',
        zIndex: 4,
        ...(side === 'right'
          ? { right: 0, background: 'linear-gradient(to left, rgba(0,0,0,0.18), transparent)' }
          : {
              left: STUB_WIDTH + TOTAL_WIDTH,
              background: 'linear-gradient(to right, rgba(0,0,0,0.18), transparent)',
            }),
      }}
    />
  );
}

/** Issue 26 §1: each cell count, column % and letters; small bases greyed and starred. */
export function CrosstabTable({ view }: { view: CrosstabTableView }) {
  const frame = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(frame);
  const head = { ...cellSx, bgcolor: 'background.paper', fontWeight: 600 } as const;
  const starts = view.columns.map((c) => c.groupStart);
  const headCell = (i: number) => ({
    ...head,
    ...(i === 0 ? totalSx : {}),
    borderLeft: starts[i] && i > 1 ? BORDER : undefined,
    borderLeftColor: RULE,
    color: view.columns[i]?.smallBase ? 'text.secondary' : 'text.primary',
  });
  const stubHead = { ...head, ...stubSx, fontWeight: 600, zIndex: 3 } as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ position: 'relative', minWidth: 0 }}>
        <Box
          ref={frame}
          role="region"
          aria-label="Crosstab table"
          tabIndex={0}
          sx={{
            overflow: 'auto',
            maxHeight: '70vh',
            border: BORDER,
            borderColor: RULE,
            borderRadius: 1,
            bgcolor: 'background.paper',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="table"
            aria-label={`Crosstab: ${view.title}`}
            sx={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}
          >
            <Box component="thead" sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
              <tr>
                <Box component="th" scope="col" sx={stubHead} rowSpan={2}>
                  {view.title}
                </Box>
                {view.groups.map((g, i) => (
                  <Box
                    component="th"
                    scope="colgroup"
                    key={g.key}
                    colSpan={g.span}
                    sx={{
                      ...head,
                      ...(i === 0 ? { ...totalSx, zIndex: 3 } : {}),
                      textAlign: 'left',
                      borderLeft: i > 1 ? BORDER : undefined,
                      borderLeftColor: RULE,
                    }}
                  >
                    {i === 0 ? (
                      g.text || <VisuallyHidden>All completes</VisuallyHidden>
                    ) : (
                      // The label sticks beside the Total while its group is partly in view.
                      <Box
                        component="span"
                        sx={{
                          position: 'sticky',
                          left: STUB_WIDTH + TOTAL_WIDTH + 10,
                          display: 'inline-block',
                          // A long question wraps rather than widening every column of its group.
                          whiteSpace: 'normal',
                          minWidth: '8em',
                          maxWidth: '20em',
                        }}
                      >
                        {g.text}
                      </Box>
                    )}
                  </Box>
                ))}
              </tr>
              <tr>
                {view.columns.map((c, i) => (
                  <Box
                    component="th"
                    scope="col"
                    key={c.id}
                    sx={{ ...headCell(i), ...(i === 0 ? { zIndex: 3 } : {}) }}
                  >
                    <Box>{c.text}</Box>
                    <Box sx={{ color: 'primary.main' }}>
                      {c.letter ? `(${c.letter})` : '\u00a0'}
                    </Box>
                  </Box>
                ))}
              </tr>
              <tr>
                <Box component="th" scope="row" sx={stubHead}>
                  Base
                </Box>
                {view.columns.map((c, i) => (
                  <Box
                    component="td"
                    key={c.id}
                    sx={{ ...headCell(i), fontWeight: 400, ...(i === 0 ? { zIndex: 3 } : {}) }}
                  >
                    {c.base}
                  </Box>
                ))}
              </tr>
              {view.weighted ? (
                <tr>
                  <Box component="th" scope="row" sx={stubHead}>
                    Effective base
                  </Box>
                  {view.columns.map((c, i) => (
                    <Box
                      component="td"
                      key={c.id}
                      sx={{ ...headCell(i), fontWeight: 400, ...(i === 0 ? { zIndex: 3 } : {}) }}
                    >
                      {c.effectiveBase}
                    </Box>
                  ))}
                </tr>
              ) : null}
            </Box>
            <tbody>
              {view.rows.map((row) => (
                <tr key={`${row.kind}:${row.id}`}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{ ...stubSx, fontWeight: row.kind === 'option' ? 400 : 600 }}
                  >
                    {row.text}
                  </Box>
                  {row.cells.map((cell, i) => (
                    <Cell
                      key={view.columns[i]?.id ?? i}
                      cell={cell}
                      at={i}
                      groupStart={starts[i] ?? false}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
        {cue.left ? <EdgeShadow side="left" /> : null}
        {cue.right ? <EdgeShadow side="right" /> : null}
      </Box>
      {cue.left || cue.right ? (
        <Typography variant="caption" color="text.secondary" data-testid="crosstab-scroll-cue">
          {cue.right ? CROSSTAB_TEXTS.moreRight : CROSSTAB_TEXTS.moreLeft}
        </Typography>
      ) : null}
      {view.iterationsNote ? (
        <Typography variant="caption" color="text.secondary" data-testid="crosstab-iterations">
          {view.iterationsNote}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        Each cell: count, column %, letters.{' '}
        <span data-testid="crosstab-letters-legend">{view.lettersLegend}</span>
      </Typography>
      {view.anySmallBase ? (
        <Typography variant="caption" color="text.secondary">
          * {CROSSTAB_TEXTS.smallBaseLegend}
        </Typography>
      ) : null}
    </Box>
  );
}
