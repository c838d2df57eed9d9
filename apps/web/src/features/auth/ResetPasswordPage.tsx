import Alert from '@mui/material/Alert';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from './authMessages.ts';
import { InvalidLinkDialog } from './InvalidLinkDialog.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { useLinkCheck } from './useLinkCheck.ts';
import { useStartSession } from './useStartSession.ts';

function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message.includes('PasswordHistoryError')) {
    return AUTH_MESSAGES.passwordReused;
  }
  if (error instanceof ApiError && error.status === 429)
    return tooManyAttemptsMessage('reset', error.retryAfterSeconds);
  return AUTH_MESSAGES.generic;
}

/** /reset-password?rid=... (also rpid): the link e-mailed by "forgot password". */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const resetId = searchParams.get('rid') ?? searchParams.get('rpid');
  const link = useLinkCheck(resetId, authApi.validResetPassword);
  const { enqueueSnackbar } = useSnackbar();
  const startSession = useStartSession();
  const [expired, setExpired] = useState(false);

  const handleSubmit = async (password: string) => {
    if (!resetId) return;
    try {
      startSession(await authApi.resetPassword(resetId, password));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        setExpired(true);
        return;
      }
      enqueueSnackbar(resetErrorMessage(error), { variant: 'error' });
    }
  };

  return (
    <AuthLayout title="Choose a new password">
      {link.status === 'checking' ? <PageLoading label="Checking your reset link" /> : null}
      {link.status === 'failed' ? (
        <Alert severity="error">{AUTH_MESSAGES.resetLinkCheckFailed}</Alert>
      ) : null}
      {link.status === 'valid' ? (
        <NewPasswordForm
          formLabel="Choose a new password"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          submitLabel="Reset password"
          onSubmit={handleSubmit}
        />
      ) : null}
      <InvalidLinkDialog
        open={link.status === 'invalid' || expired}
        message={AUTH_MESSAGES.resetLinkInvalid}
        actionLabel="Request a new link"
        actionTo="/forgot-password"
      />
    </AuthLayout>
  );
}
