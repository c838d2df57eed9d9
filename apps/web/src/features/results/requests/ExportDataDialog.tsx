import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type {
  RawDataDimension,
  RawDataExportJob,
  RawDataFormat,
} from '@survey/domain/exports/rawDataContract';
import { useEffect, useId, useRef, useState } from 'react';
import { exportProgressText, type ExportState } from './exportPoller.ts';
import { REQUEST_TEXTS } from './requestsTexts.ts';
import { useExportPoller } from './useExportPoller.ts';

const LAYOUTS: { value: RawDataDimension; label: string; help: string }[] = [
  { value: 'WIDE', label: 'Wide', help: 'one row per respondent' },
  { value: 'LONG', label: 'Long', help: 'one row per answer' },
];

/**
 * One list of the three files there are: SPSS appears once, without an encoded/unencoded pair,
 * so that the encoded option is plainly not offered for SPSS (spec 3 §9).
 */
const FORMATS: { value: RawDataFormat; label: string }[] = [
  { value: 'CSV_ENCODED', label: 'CSV, encoded (answer codes)' },
  { value: 'CSV_UNENCODED', label: 'CSV, unencoded (answer labels)' },
  { value: 'SPSS', label: 'SPSS (.sav)' },
];

/** Spec 3 §9 'Weighted or unweighted'; weighted is what every file was before the choice. */
const WEIGHTINGS: { value: 'weighted' | 'unweighted'; label: string }[] = [
  { value: 'weighted', label: 'Weighted (weight column; the .sav opens weighted by it)' },
  { value: 'unweighted', label: 'Unweighted (no weight column)' },
];

/**
 * Issue 37 §3: a market of a multi-market project exports every market in one file (Market and
 * Language columns) or its own rows only; every market is the default.
 */
const MARKET_SCOPES: { value: 'all' | 'this'; label: string }[] = [
  { value: 'all', label: 'All markets (one file, with Market and Language columns)' },
  { value: 'this', label: 'This market' },
];

/** Saves the finished file: the link is signed and answers as an attachment. */
function download(job: RawDataExportJob) {
  if (!job.url) return;
  const a = document.createElement('a');
  a.href = job.url;
  a.download = job.fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Spec 3 §2 'Export data' (the Raw data button): layout, format and weighting (§9), the SPSS warning (§8) when
 * SPSS is chosen. Export starts the server's job and follows it every second with a progress bar,
 * then starts the download and leaves a link; closing the dialog stops following it.
 */
export function ExportDataDialog({
  surveyId,
  multiMarket = false,
  onClose,
}: {
  surveyId: string;
  /** The survey is a market of a multi-market project: the markets choice is offered. */
  multiMarket?: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [scope, setScope] = useState<'all' | 'this'>('all');
  const [dimension, setDimension] = useState<RawDataDimension>('WIDE');
  const [fileformat, setFileformat] = useState<RawDataFormat>('CSV_UNENCODED');
  const [weighting, setWeighting] = useState<'weighted' | 'unweighted'>('weighted');
  const { state, start } = useExportPoller();
  const busy = state.phase === 'starting' || state.phase === 'running';
  const downloaded = useRef<string | null>(null);

  useEffect(() => {
    if (state.phase !== 'done' || downloaded.current === state.job.exportId) return;
    downloaded.current = state.job.exportId;
    download(state.job);
  }, [state]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{REQUEST_TEXTS.exportTitle}</DialogTitle>
      <DialogContent>
        {multiMarket ? (
          <FormControl component="fieldset" disabled={busy} sx={{ mb: 2, display: 'block' }}>
            <FormLabel component="legend">Markets</FormLabel>
            <RadioGroup
              value={scope}
              onChange={(e) => setScope(e.target.value === 'this' ? 'this' : 'all')}
            >
              {MARKET_SCOPES.map((m) => (
                <FormControlLabel
                  key={m.value}
                  value={m.value}
                  control={<Radio />}
                  label={m.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : null}
        <FormControl component="fieldset" disabled={busy} sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">Layout</FormLabel>
          <RadioGroup
            row
            value={dimension}
            onChange={(e) => setDimension(e.target.value as RawDataDimension)}
          >
            {LAYOUTS.map((l) => (
              <FormControlLabel
                key={l.value}
                value={l.value}
                control={<Radio />}
                label={`${l.label} (${l.help})`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset" disabled={busy} sx={{ display: 'block' }}>
          <FormLabel component="legend">Format</FormLabel>
          <RadioGroup
            value={fileformat}
            onChange={(e) => setFileformat(e.target.value as RawDataFormat)}
            aria-describedby={`${id}-format-help`}
          >
            {FORMATS.map((f) => (
              <FormControlLabel key={f.value} value={f.value} control={<Radio />} label={f.label} />
            ))}
          </RadioGroup>
          <FormHelperText id={`${id}-format-help`}>{REQUEST_TEXTS.exportFormatHelp}</FormHelperText>
        </FormControl>
        <FormControl component="fieldset" disabled={busy} sx={{ mt: 2, display: 'block' }}>
          <FormLabel component="legend">Weighting</FormLabel>
          <RadioGroup
            value={weighting}
            onChange={(e) =>
              setWeighting(e.target.value === 'unweighted' ? 'unweighted' : 'weighted')
            }
          >
            {WEIGHTINGS.map((w) => (
              <FormControlLabel key={w.value} value={w.value} control={<Radio />} label={w.label} />
            ))}
          </RadioGroup>
        </FormControl>
        {fileformat === 'SPSS' ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {REQUEST_TEXTS.spssWarning}
          </Alert>
        ) : null}
        <ExportProgress state={state} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{state.phase === 'done' ? 'Close' : 'Cancel'}</Button>
        <Button
          variant="contained"
          loading={busy}
          onClick={() =>
            start({
              survey_id: surveyId,
              dimension,
              fileformat,
              weighted: weighting === 'weighted',
              ...(multiMarket && scope === 'all' && { markets: 'all' as const }),
            })
          }
        >
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ExportProgress({ state }: { state: ExportState }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'error':
    case 'failed':
      return (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {(state.phase === 'failed' ? state.job.error : state.message) ?? REQUEST_TEXTS.failed}
        </Alert>
      );
    case 'starting':
    case 'running': {
      const job = state.phase === 'running' ? state.job : null;
      const percent = job?.percent ?? 0;
      return (
        <Box sx={{ mt: 2 }} role="status">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="Export progress"
              sx={{ flex: 1 }}
            />
            <Typography variant="body2">{percent}%</Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {job ? exportProgressText(job) : 'Starting the export…'}
          </Typography>
        </Box>
      );
    }
    case 'done':
      return (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {REQUEST_TEXTS.exportReady}{' '}
          {state.job.url ? (
            <Link href={state.job.url} download={state.job.fileName}>
              Download {state.job.fileName}
            </Link>
          ) : null}
          {state.job.expiresAt ? ` ${REQUEST_TEXTS.exportLinkExpires(state.job.expiresAt)}` : null}
        </Alert>
      );
  }
}
