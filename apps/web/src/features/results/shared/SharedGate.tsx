import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/apiError.ts';
import { sharedApi } from '../../../lib/sharingApi.ts';
import { SHARED_TEXTS } from './sharedTexts.ts';

/** The page a revoked, expired or unknown link shows (all three alike). */
export function SharedLinkGone() {
  return (
    <Box
      component="section"
      aria-labelledby="shared-gone-title"
      sx={{ maxWidth: 640, mx: 'auto', py: 12, px: 3, textAlign: 'center' }}
    >
      <Typography id="shared-gone-title" variant="h1" sx={{ mb: 2 }}>
        {SHARED_TEXTS.goneTitle}
      </Typography>
      <Typography color="text.secondary">{SHARED_TEXTS.goneBody}</Typography>
    </Box>
  );
}

/** A failure that is not the link's: says so, and offers to try again. */
export function SharedFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: 12, px: 3, textAlign: 'center' }}>
      <Typography role="alert" sx={{ mb: 2 }}>
        {SHARED_TEXTS.failed}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        {SHARED_TEXTS.retry}
      </Button>
    </Box>
  );
}

/** A protected link's password, before anything else; a right one answers the link's key. */
export function SharedPasswordForm(props: { token: string; onUnlocked: (key: string) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      props.onUnlocked((await sharedApi.unlock(props.token, password)).key);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        setError(SHARED_TEXTS.tooMany(failure.retryAfterSeconds ?? 60));
      } else if (failure instanceof ApiError && failure.status === 401) {
        setError(SHARED_TEXTS.wrongPassword);
      } else {
        setError(SHARED_TEXTS.failed);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      aria-labelledby="shared-locked-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{
        maxWidth: 420,
        mx: 'auto',
        py: 12,
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Typography id="shared-locked-title" variant="h1">
        {SHARED_TEXTS.lockedTitle}
      </Typography>
      <Typography color="text.secondary">{SHARED_TEXTS.lockedBody}</Typography>
      <TextField
        type="password"
        label={SHARED_TEXTS.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        autoFocus
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" loading={busy} disabled={!password}>
        {SHARED_TEXTS.open}
      </Button>
    </Box>
  );
}
