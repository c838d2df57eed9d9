import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultSoftLaunchSamples, softLaunchSamplesError } from '@survey/domain/launch/softLaunch';
import { useDebouncedCommit } from '../audience/index.ts';
import { ConfirmSection } from './ConfirmSection.tsx';
import { typedCompletes } from './confirmTexts.ts';
import { SAVE_DEBOUNCE_MS } from './StartDateStep.tsx';

interface SoftLaunchStepProps {
  /** Saved soft launch completes; 0 is off. */
  saved: number;
  /** The survey's completes (samples needed). */
  total: number;
  failed: string | null;
  onSave: (samplesNeeded: number) => void;
}

/** Spec 3 §5 soft launch completes: a switch and a size from 1 to the survey's completes. */
export function SoftLaunchStep({ saved, total, failed, onSave }: SoftLaunchStepProps) {
  const on = saved > 0;
  const field = useDebouncedCommit(on ? String(saved) : '', SAVE_DEBOUNCE_MS, (typed) => {
    const value = typedCompletes(typed);
    // Invalid input is shown, never saved; a size typed just before switching off stays off.
    if (!on || softLaunchSamplesError(value, total) !== null || value === saved) return;
    onSave(value);
  });
  const error = on ? softLaunchSamplesError(typedCompletes(field.value), total) : null;
  return (
    <ConfirmSection
      title="Soft launch"
      action={
        <FormControlLabel
          control={
            <Switch
              checked={on}
              onChange={(e) => onSave(e.target.checked ? defaultSoftLaunchSamples(total) : 0)}
            />
          }
          label="Soft launch"
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
        />
      }
    >
      <Typography color="text.secondary">
        Field a small first batch of completes, check the answers, then launch the rest.
      </Typography>
      {on ? (
        <TextField
          label="Soft launch completes"
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={error !== null}
          helperText={error ?? `Up to ${total.toLocaleString('en-GB')} completes.`}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: {
              endAdornment: error ? (
                <InputAdornment position="end">
                  <ErrorOutline color="error" aria-hidden="true" />
                </InputAdornment>
              ) : null,
            },
          }}
          sx={{ mt: 2, width: 260 }}
        />
      ) : null}
      {failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failed}
        </Alert>
      ) : null}
    </ConfirmSection>
  );
}
