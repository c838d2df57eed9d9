import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TrackerView } from '@survey/domain/trackers/contract';
import type { ScheduleUnit } from '@survey/domain/trackers/schedule';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiError.ts';
import { createTracker } from './trackersApi.ts';

interface TrackerDialogProps {
  surveyId: string;
  onCreated: (tracker: TrackerView) => void;
  onClose: () => void;
}

const localToday = () => new Intl.DateTimeFormat('en-CA').format(new Date());
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Make a tracker of this bought survey (issue 39 §4): it is wave 1; the next waves repeat its
 * questionnaire and audience on the schedule, leave out the previous waves' respondents and are
 * bought with approval or within a budget.
 */
export function TrackerDialog({ surveyId, onCreated, onClose }: TrackerDialogProps) {
  const id = useId();
  const [every, setEvery] = useState('1');
  const [unit, setUnit] = useState<ScheduleUnit>('month');
  const [startDate, setStartDate] = useState(localToday);
  const [waveCount, setWaveCount] = useState('');
  const [endDate, setEndDate] = useState('');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [excludeWaves, setExcludeWaves] = useState('1');
  const [purchase, setPurchase] = useState<'approval' | 'budget'>('approval');
  const [budget, setBudget] = useState('');
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
          every: Number(every),
          unit,
          startDate,
          endDate: endDate === '' ? null : endDate,
          waveCount: numberOrNull(waveCount),
          timeZone,
          excludeWaves: Number(excludeWaves),
          purchase,
          budget: purchase === 'budget' ? numberOrNull(budget) : null,
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
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <TextField
                label="Repeat every"
                type="number"
                value={every}
                onChange={(e) => setEvery(e.target.value)}
                error={Boolean(fieldError('every'))}
                helperText={fieldError('every')}
                slotProps={{ htmlInput: { min: 1 } }}
                fullWidth
              />
              <TextField
                select
                label="Unit"
                value={unit}
                onChange={(e) => setUnit(e.target.value as ScheduleUnit)}
                fullWidth
              >
                <MenuItem value="week">Weeks</MenuItem>
                <MenuItem value="month">Months</MenuItem>
              </TextField>
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                label="Start date"
                type="date"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
                error={Boolean(fieldError('startDate'))}
                helperText={fieldError('startDate') ?? 'The date of wave 1'}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                label="Time zone"
                value={timeZone}
                onChange={(e) => setTimeZone(e.target.value)}
                error={Boolean(fieldError('timeZone'))}
                helperText={fieldError('timeZone') ?? 'Waves launch at midnight here'}
                fullWidth
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                label="Number of waves"
                type="number"
                value={waveCount}
                onChange={(e) => setWaveCount(e.target.value)}
                error={Boolean(fieldError('waveCount'))}
                helperText={fieldError('waveCount') ?? 'Optional'}
                fullWidth
              />
              <TextField
                label="End date"
                type="date"
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
                error={Boolean(fieldError('endDate'))}
                helperText={fieldError('endDate') ?? 'Optional'}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Leave out respondents of the previous waves"
              type="number"
              value={excludeWaves}
              onChange={(e) => setExcludeWaves(e.target.value)}
              error={Boolean(fieldError('excludeWaves'))}
              helperText={
                fieldError('excludeWaves') ?? 'How many waves back (0: nobody is left out)'
              }
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <RadioGroup
              aria-label="How waves are bought"
              value={purchase}
              onChange={(e) => setPurchase(e.target.value as 'approval' | 'budget')}
            >
              <FormControlLabel
                value="approval"
                control={<Radio />}
                label="Ask me to approve each wave (by e-mail, 3 days before its date)"
              />
              <FormControlLabel
                value="budget"
                control={<Radio />}
                label="Buy each wave automatically within a budget"
              />
            </RadioGroup>
            {purchase === 'budget' ? (
              <TextField
                label="Budget (£)"
                type="number"
                value={budget}
                onChange={(e) => setBudget(e.target.value)}
                error={Boolean(fieldError('budget'))}
                helperText={fieldError('budget') ?? 'For all the waves the tracker buys'}
              />
            ) : null}
            {error ? <Alert severity="error">{error.message}</Alert> : null}
          </Stack>
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
