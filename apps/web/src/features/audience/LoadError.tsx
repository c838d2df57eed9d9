import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Spec 2 §8 audience messages: what shows where a part of the audience page failed to load. */
export const AUDIENCE_LOAD_ERRORS = {
  summary: 'Error loading audience summary',
  criteria: 'Error loading custom criteria',
  presets: 'Error loading custom audiences',
} as const;

/** One of those messages with 'Try again', which asks the server again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Alert
      severity="error"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}
        >
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
