import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TrackerView } from '@survey/domain/trackers/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../lib/apiError.ts';
import { NotFoundPage } from '../errors/index.ts';
import { TrackerControls } from './TrackerControls.tsx';
import { approveWave, downloadWaves, trackerById } from './trackersApi.ts';
import {
  formatLaunch,
  pounds,
  purchaseText,
  scheduleText,
  WAVE_STATUS_TEXT,
} from './trackerTexts.ts';
import { WaveResults } from './WaveResults.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /trackers/{trackerId}: the schedule, the waves with their status, approval, and results. */
export function TrackerPage() {
  const { trackerId } = useParams();
  const [tracker, setTracker] = useState<TrackerView | 'missing' | 'failed' | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const [approveError, setApproveError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'idle' | 'csv' | 'sav' | 'failed'>('idle');

  useEffect(() => {
    if (!trackerId || !UUID.test(trackerId)) return;
    let current = true;
    trackerById(trackerId).then(
      (found) => current && setTracker(found),
      (e: unknown) =>
        current && setTracker(e instanceof ApiError && e.status === 404 ? 'missing' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [trackerId]);

  if (!trackerId || !UUID.test(trackerId) || tracker === 'missing') return <NotFoundPage />;
  if (tracker === null) return <LinearProgress aria-label="Loading the tracker" />;
  if (tracker === 'failed') {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        The tracker could not be loaded. Reload the page to try again.
      </Alert>
    );
  }

  const approve = async (wave: number) => {
    setApproving(wave);
    setApproveError(null);
    try {
      setTracker(await approveWave(tracker.id, wave));
    } catch (e) {
      setApproveError(e instanceof ApiError ? e.message : 'The wave could not be approved.');
    } finally {
      setApproving(null);
    }
  };

  const exportWaves = async (format: 'csv' | 'sav') => {
    setExporting(format);
    try {
      await downloadWaves(tracker.id, format);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <Box component="main" sx={{ px: 6, py: 4, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1">
        Tracker
      </Typography>
      <Typography color="text.secondary">{scheduleText(tracker)}</Typography>
      <Typography color="text.secondary">
        {purchaseText(tracker)}. Respondents of the previous{' '}
        {tracker.excludeWaves === 1 ? 'wave are' : `${tracker.excludeWaves} waves are`} left out.
      </Typography>
      <TrackerControls tracker={tracker} onChange={setTracker} />
      <Table size="small" aria-label="Waves" sx={{ mt: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>Wave</TableCell>
            <TableCell>Launch date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Cost</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {tracker.waves.map((w) => (
            <TableRow key={w.wave} data-testid={`wave-${w.wave}`}>
              <TableCell component="th" scope="row">
                {w.surveyId ? (
                  <Link component={RouterLink} to={`/survey/${w.surveyId}/results`}>
                    Wave {w.wave}
                  </Link>
                ) : (
                  `Wave ${w.wave}`
                )}
              </TableCell>
              <TableCell>{formatLaunch(w.launchedAt ?? w.launchAt, tracker.timeZone)}</TableCell>
              <TableCell>
                {WAVE_STATUS_TEXT[w.status]}
                {w.note ? (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {w.note}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{w.cost === null ? '–' : pounds(w.cost)}</TableCell>
              <TableCell align="right">
                {w.status === 'pending_approval' ? (
                  <Button
                    variant="contained"
                    size="small"
                    loading={approving === w.wave}
                    onClick={() => void approve(w.wave)}
                  >
                    Approve wave {w.wave}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
          {tracker.nextWave ? (
            <TableRow data-testid={`wave-${tracker.nextWave.wave}`}>
              <TableCell component="th" scope="row">
                Wave {tracker.nextWave.wave}
              </TableCell>
              <TableCell>{formatLaunch(tracker.nextWave.launchAt, tracker.timeZone)}</TableCell>
              <TableCell>Planned</TableCell>
              <TableCell align="right">–</TableCell>
              <TableCell />
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {approveError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {approveError}
        </Alert>
      ) : null}
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          loading={exporting === 'csv'}
          disabled={exporting === 'sav'}
          onClick={() => void exportWaves('csv')}
        >
          Export all waves (CSV)
        </Button>
        <Button
          variant="outlined"
          loading={exporting === 'sav'}
          disabled={exporting === 'csv'}
          onClick={() => void exportWaves('sav')}
        >
          Export all waves (SPSS)
        </Button>
        {exporting === 'failed' ? (
          <Typography color="error" role="alert">
            The export could not be made. Try again.
          </Typography>
        ) : null}
      </Box>
      <WaveResults
        key={tracker.waves.filter((w) => w.status === 'launched').length}
        tracker={tracker}
      />
    </Box>
  );
}
