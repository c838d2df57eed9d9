import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  submitting: boolean;
  children: ReactNode;
  disabled?: boolean;
}

/** A form's primary button: disabled with a spinner while the form is being sent. */
export function SubmitButton({ submitting, children, disabled = false }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={submitting || disabled}
      aria-busy={submitting}
      startIcon={
        submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
      }
      sx={{ mt: 3 }}
    >
      {children}
    </Button>
  );
}
