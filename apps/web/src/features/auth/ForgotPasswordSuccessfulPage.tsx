import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES } from './authMessages.ts';
import { resetRequestErrorMessage } from './resetRequestErrorMessage.ts';

/** /forgot-password-successful?email=... (or /forgot-password-successful/{email}). */
export function ForgotPasswordSuccessfulPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const email = params.email ?? searchParams.get('email');
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);

  const handleResend = async () => {
    if (!email) return;
    setSending(true);
    try {
      await authApi.requestResetPassword(email);
      enqueueSnackbar(AUTH_MESSAGES.resetEmailResent, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(resetRequestErrorMessage(error), { variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout title="Check your inbox">
      <Typography sx={{ mb: 1 }}>
        {email ? (
          <>
            We've sent a link to reset your password to <strong>{email}</strong>.
          </>
        ) : (
          "We've sent you a link to reset your password."
        )}
      </Typography>
      <Typography color="text.secondary">
        The link works for a limited time. If it hasn't arrived in a few minutes, check your spam
        folder or send it again.
      </Typography>
      {email ? (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          onClick={handleResend}
          disabled={sending}
          aria-busy={sending}
          startIcon={sending ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
        >
          Resend email
        </Button>
      ) : (
        <Button component={RouterLink} to="/forgot-password" variant="outlined" sx={{ mt: 3 }}>
          Request a new link
        </Button>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
