import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { calendarDay, purchaseDays, type CalendarDay } from '@survey/domain/launch/fieldworkDates';
import { useDebouncedCommit } from '../audience/index.ts';
import { ConfirmSection } from './ConfirmSection.tsx';
import { formatDay, startDateError } from './confirmTexts.ts';

/** Spec 3 §9 Timing: inputs save after a 500 ms pause (and at once on leaving the field). */
export const SAVE_DEBOUNCE_MS = 500;

interface StartDateStepProps {
  savedStart: string | null | undefined;
  savedEnd: string | null | undefined;
  /** The feasibility estimate's delivery days; null when unknown (7 is used). */
  deliveryDays: number | null;
  today: CalendarDay;
  failed: boolean;
  onSave: (startDate: CalendarDay, endDate: CalendarDay) => void;
}

/** The start date (today or later; a past one shows as today) and the end it implies. */
export function StartDateStep(props: StartDateStepProps) {
  const { savedStart, savedEnd, deliveryDays, today, failed, onSave } = props;
  // A past or missing start shows as today (spec 3 §4), the day a purchase would use.
  const shown = purchaseDays({ start: savedStart, today, deliveryDays }).start;
  const field = useDebouncedCommit(shown, SAVE_DEBOUNCE_MS, (typed) => {
    if (startDateError(typed, today) !== null || typed === calendarDay(savedStart)) return;
    const fixed = purchaseDays({ start: typed, today, deliveryDays });
    onSave(fixed.start, fixed.end);
  });
  const error = startDateError(field.value, today);
  const end = calendarDay(savedEnd);
  return (
    <ConfirmSection title="Start date">
      <TextField
        type="date"
        label="Start date"
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        error={error !== null}
        helperText={error ?? (end ? `Fieldwork is expected to end on ${formatDay(end)}.` : ' ')}
        slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
        sx={{ width: 260 }}
      />
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Your survey goes live on this date. Choose today to start at once.
      </Typography>
      {failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          The start date could not be saved. Please try again.
        </Alert>
      ) : null}
    </ConfirmSection>
  );
}
