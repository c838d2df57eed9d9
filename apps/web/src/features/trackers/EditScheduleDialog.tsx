import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TrackerView } from '@survey/domain/trackers/contract';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiError.ts';
import { scheduleOf, TrackerFields, type TrackerFormValues } from './TrackerFields.tsx';
import { editTracker } from './trackersApi.ts';

interface EditScheduleDialogProps {
  tracker: TrackerView;
  onSaved: (tracker: TrackerView) => void;
  onClose: () => void;
}

const valuesOf = (t: TrackerView): TrackerFormValues => ({
  every: String(t.every),
  unit: t.unit,
  startDate: t.startDate,
  waveCount: t.waveCount === null ? '' : String(t.waveCount),
  endDate: t.endDate ?? '',
  timeZone: t.timeZone,
  excludeWaves: String(t.excludeWaves),
  purchase: t.purchase,
  budget: t.budget === null ? '' : String(t.budget),
});

/**
 * Changes a tracker's schedule from the next wave not yet made: the waves already made keep
 * their dates and status, and wave 1's date stays (the server's rules, `scheduleEdit.ts`).
 */
export function EditScheduleDialog({ tracker, onSaved, onClose }: EditScheduleDialogProps) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(tracker));
  const set = (change: Partial<TrackerFormValues>) => setValues((v) => ({ ...v, ...change }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const fieldError = (path: string) => error?.fields.find((f) => f.path === path)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await editTracker(tracker.id, scheduleOf(values)));
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, 'UNKNOWN', 'Something went wrong.'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={`${id}-title`}>Edit schedule</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Changes apply from the next wave. Waves already made keep their dates and status.
          </Typography>
          <TrackerFields values={values} set={set} fieldError={fieldError} startDate={false}>
            {error ? <Alert severity="error">{error.message}</Alert> : null}
          </TrackerFields>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Save schedule
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
