import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  helperText?: string | undefined;
  autoFocus?: boolean;
}

/** A password input with a show/hide toggle; the error, if any, is shown under the field. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, name, value, onChange, autoComplete, error, helperText, autoFocus } = props;
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((v) => !v);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { 'aria-required': true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={handleToggle}
                edge="end"
                aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
