import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  formatQuotaPercent,
  parseQuotaInput,
  type QuotaInputError,
} from '@survey/domain/audience/quotas';
import { useState } from 'react';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

/** Spec 2 §9: quota and custom-option text are sent 500 ms after the last keystroke. */
export const TEXT_DEBOUNCE_MS = 500;

const INPUT_ERRORS: Record<QuotaInputError, string> = {
  NOT_A_NUMBER: 'Enter a number.',
  TOO_MANY_DECIMALS: 'Use at most 1 decimal place.',
  OUT_OF_RANGE: 'Enter a number from 0 to 100.',
};

interface QuotaInputProps {
  percent: number | null;
  label: string;
  /** Shown but not editable (an interlocked criterion's derived quota). */
  readOnly?: boolean;
  onCommit: (percent: number) => void;
}

/** A quota %: ',' or '.' accepted, 1 decimal; shown rounded to 1 decimal. */
export function QuotaInput({ percent, label, readOnly, onCommit }: QuotaInputProps) {
  const [inputError, setInputError] = useState<QuotaInputError | null>(null);
  const field = useDebouncedCommit(
    percent === null ? '' : formatQuotaPercent(percent),
    TEXT_DEBOUNCE_MS,
    (text) => {
      const parsed = parseQuotaInput(text);
      setInputError(parsed.ok ? null : parsed.error);
      if (parsed.ok) onCommit(parsed.percent);
    },
  );
  return (
    <TextField
      size="small"
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={inputError !== null}
      helperText={inputError ? INPUT_ERRORS[inputError] : undefined}
      sx={{ width: 110 }}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'decimal', readOnly },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}

/**
 * In place of a quota box beside an option that does not qualify (issue 35 §5: an empty,
 * disabled box kept its place as if it could take a quota): the same width, saying why.
 */
export function NoQuota() {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="no-quota"
      sx={{ width: 110, flexShrink: 0, textAlign: 'center' }}
    >
      No quota
    </Typography>
  );
}
