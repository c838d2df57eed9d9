import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TrackerView } from '@survey/domain/trackers/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/apiError.ts';
import { EditScheduleDialog } from './EditScheduleDialog.tsx';
import { pauseTracker, resumeTracker } from './trackersApi.ts';
import { formatLaunch } from './trackerTexts.ts';

interface TrackerControlsProps {
  tracker: TrackerView;
  onChange: (tracker: TrackerView) => void;
}

/**
 * The tracker's state (running or paused) with 'Edit schedule' and 'Pause tracker' /
 * 'Resume tracker'. While paused nothing is made or bought; a resume skips the dates that passed.
 */
export function TrackerControls({ tracker, onChange }: TrackerControlsProps) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paused = tracker.pausedAt !== null;

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await (paused ? resumeTracker(tracker.id) : pauseTracker(tracker.id)));
    } catch (e) {
      setError(
        e instanceof ApiError
          ? e.message
          : `The tracker could not be ${paused ? 'resumed' : 'paused'}. Try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {paused ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="tracker-state">
          Paused since {formatLaunch(tracker.pausedAt ?? '', tracker.timeZone)}. No wave is made or
          bought until you resume it; waves whose dates pass meanwhile are skipped.
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => setEditing(true)}>
          Edit schedule
        </Button>
        <Button variant="outlined" loading={busy} onClick={() => void toggle()}>
          {paused ? 'Resume tracker' : 'Pause tracker'}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {editing ? (
        <EditScheduleDialog
          tracker={tracker}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onChange(saved);
          }}
        />
      ) : null}
    </>
  );
}
