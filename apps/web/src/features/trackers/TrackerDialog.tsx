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
import { createTracker } from './trackersApi.ts';

interface TrackerDialogProps {
  surveyId: string;
  onCreated: (tracker: TrackerView) => void;
  onClose: () => void;
}

const localToday = () => new Intl.DateTimeFormat('en-CA').format(new Date());
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Make a tracker of this bought survey (issue 39 §4): it is wave 1; the next waves repeat its
 * questionnaire and audience on the schedule, leave out the previous waves' respondents and are
 * bought with approval or within a budget.
 */
export function TrackerDialog({ surveyId, onCreated, onClose }: TrackerDialogProps) {
  const id = useId();
  const [values, setValues] = useState<TrackerFormValues>(() => ({
    every: '1',
    unit: 'month',
    startDate: localToday(),
    waveCount: '',
    endDate: '',
    timeZone: browserZone(),
    excludeWaves: '1',
    purchase: 'approval',
    budget: '',
  }));
  const set = (change: Partial<TrackerFormValues>) => setValues((v) => ({ ...v, ...change }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const fieldError = (path: string) => error?.fields.find((f) => f.path === path)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onCreated(
        await createTracker({
          surveyId,
          startDate: values.startDate,
          ...scheduleOf(values),
        }),
      );
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
        <DialogTitle id={`${id}-title`}>Make a tracker</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            This survey is wave 1. Each next wave repeats its questionnaire and audience as a new
            survey of this project and launches on its date.
          </Typography>
          <TrackerFields values={values} set={set} fieldError={fieldError} startDate>
            {error ? <Alert severity="error">{error.message}</Alert> : null}
          </TrackerFields>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Make tracker
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
