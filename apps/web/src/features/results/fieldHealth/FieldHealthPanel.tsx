import { useParams } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  FieldHealthAction,
  RateReading,
  RateState,
} from '@survey/domain/fieldwork/health/fieldHealth';
import { fieldHealthRows, fieldHealthSummary } from './fieldHealthRows.ts';

const CHIP_COLOR: Record<RateState, 'default' | 'success' | 'warning' | 'error'> = {
  waiting: 'default',
  ok: 'success',
  pause: 'warning',
  halt: 'error',
};

/** The job's pause or stop, in the results header: what the researcher reads first. */
export function FieldHealthNotice({ action }: { action: FieldHealthAction }) {
  return (
    <Alert
      severity={action.action === 'halt' ? 'error' : 'warning'}
      data-testid="field-health-notice"
      sx={{ flexBasis: '100%' }}
    >
      {action.reason}
    </Alert>
  );
}

/**
 * 'Field health' (issue 25 §4): each rate the terms watch (spec 3 §9), its value, its pause
 * trigger and permanent stop, and its state. Collapsed under its one-line summary. On an ended
 * survey (`ended`) it reports what the rates read when fielding stopped: no alarm colours, the
 * value column is 'At the end' (issue 35 §4).
 */
export function FieldHealthPanel({
  rates,
  ended = false,
}: {
  rates: readonly RateReading[];
  ended?: boolean;
}) {
  const rows = fieldHealthRows(rates, ended);
  const surveyId = useParams().surveyId ?? '';
  return (
    <Accordion
      onChange={(_, expanded) => expanded && trackEvent('Opened Field Health', { surveyId })}
      component="section"
      aria-label="Field health"
      disableGutters
      square
      // The page's h1 is the survey's name: this section's title is an h2 (MUI's default is h3).
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ px: 4, boxShadow: 'none', borderBottom: 1, borderColor: 'divider' }}
    >
      <AccordionSummary
        expandIcon={<span aria-hidden>▾</span>}
        aria-controls="field-health-details"
        id="field-health-summary"
      >
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1rem', mr: 2 }}>
          Field health
        </Typography>
        <Typography color="text.secondary" data-testid="field-health-summary">
          {fieldHealthSummary(rates, ended)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="field-health-details">
        <Table size="small" aria-label="Field health rates">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Rate
              </TableCell>
              <TableCell component="th" scope="col">
                {ended ? 'At the end' : 'Now'}
              </TableCell>
              <TableCell component="th" scope="col">
                Pause trigger
              </TableCell>
              <TableCell component="th" scope="col">
                Permanent stop
              </TableCell>
              <TableCell component="th" scope="col">
                State
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.rate} data-testid={`field-health-${row.rate}`}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>{row.value}</TableCell>
                <TableCell>{row.pause}</TableCell>
                <TableCell>{row.stop}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={ended ? 'default' : CHIP_COLOR[row.state]}
                    label={row.stateText}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          The survey pauses at a trigger and stops for good at a permanent stop (panel terms). Rates
          wait for 50 respondents (10 completes for the length) before they count.
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
