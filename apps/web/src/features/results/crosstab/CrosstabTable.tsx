import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { CROSSTAB_TEXTS, type BodyCell, type CrosstabTableView } from './crosstabTable.ts';

const BORDER = '1px solid';
const RULE = 'divider';

// One table with a sticky head (group labels, column texts, letters, bases) and a sticky stub
// column: it scrolls both ways inside its frame, never the page.
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
  minWidth: 180,
  maxWidth: 260,
  borderRight: BORDER,
} as const;

function Cell({ cell, groupStart }: { cell: BodyCell; groupStart: boolean }) {
  return (
    <Box
      component="td"
      sx={{
        ...cellSx,
        color: cell.smallBase ? 'text.secondary' : 'text.primary',
        borderLeft: groupStart ? BORDER : undefined,
        borderLeftColor: RULE,
      }}
    >
      <Box>{cell.count}</Box>
      <Box>{cell.share}</Box>
      <Box sx={{ fontWeight: 700, color: 'primary.main', minHeight: '1.25em' }}>{cell.letters}</Box>
    </Box>
  );
}

/** Issue 26 §1: each cell count, column % and letters; small bases greyed and starred. */
export function CrosstabTable({ view }: { view: CrosstabTableView }) {
  const head = { ...cellSx, bgcolor: 'background.paper', fontWeight: 600 } as const;
  const starts = view.columns.map((c) => c.groupStart);
  const headCell = (i: number) => ({
    ...head,
    borderLeft: starts[i] ? BORDER : undefined,
    borderLeftColor: RULE,
    color: view.columns[i]?.smallBase ? 'text.secondary' : 'text.primary',
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box
        role="region"
        aria-label="Crosstab table"
        tabIndex={0}
        sx={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: BORDER,
          borderColor: RULE,
          borderRadius: 1,
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
              <Box
                component="th"
                scope="col"
                sx={{ ...head, ...stubSx, fontWeight: 600, zIndex: 3 }}
                rowSpan={2}
              >
                {view.title}
              </Box>
              {view.groups.map((g, i) => (
                <Box
                  component="th"
                  scope="colgroup"
                  key={g.key}
                  colSpan={g.span}
                  sx={{ ...head, borderLeft: i > 0 ? BORDER : undefined, borderLeftColor: RULE }}
                >
                  {g.text || <VisuallyHidden>All completes</VisuallyHidden>}
                </Box>
              ))}
            </tr>
            <tr>
              {view.columns.map((c, i) => (
                <Box component="th" scope="col" key={c.id} sx={headCell(i)}>
                  <Box>{c.text}</Box>
                  <Box sx={{ color: 'primary.main' }}>{c.letter ? `(${c.letter})` : '\u00a0'}</Box>
                </Box>
              ))}
            </tr>
            <tr>
              <Box
                component="th"
                scope="row"
                sx={{ ...head, ...stubSx, fontWeight: 600, zIndex: 3 }}
              >
                Base
              </Box>
              {view.columns.map((c, i) => (
                <Box component="td" key={c.id} sx={{ ...headCell(i), fontWeight: 400 }}>
                  {c.base}
                </Box>
              ))}
            </tr>
            {view.weighted ? (
              <tr>
                <Box
                  component="th"
                  scope="row"
                  sx={{ ...head, ...stubSx, fontWeight: 600, zIndex: 3 }}
                >
                  Effective base
                </Box>
                {view.columns.map((c, i) => (
                  <Box component="td" key={c.id} sx={{ ...headCell(i), fontWeight: 400 }}>
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
                    groupStart={starts[i] ?? false}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Each cell: count, column %, letters. {CROSSTAB_TEXTS.lettersLegend}
      </Typography>
      {view.anySmallBase ? (
        <Typography variant="caption" color="text.secondary">
          * {CROSSTAB_TEXTS.smallBaseLegend}
        </Typography>
      ) : null}
    </Box>
  );
}
