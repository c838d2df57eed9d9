import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A load that failed: what could not be loaded, and 'Try again' to ask once more. */
export function RetryAlert({
  retry,
  children,
}: {
  retry: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      sx={{ mx: 6, mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void retry().catch(() => undefined)}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
