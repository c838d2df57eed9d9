import Alert from '@mui/material/Alert';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES } from './authMessages.ts';
import { InvalidLinkDialog } from './InvalidLinkDialog.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { useLinkCheck } from './useLinkCheck.ts';
import { useStartSession } from './useStartSession.ts';

/**
 * /create-password/{requestId}: the link e-mailed after an access request. The link is checked on
 * load, so a used or expired one is said before the user types a password; a used link most often
 * means the password is set already, so the way on is the login page.
 */
export function CreatePasswordPage() {
  const { requestId = '' } = useParams();
  const link = useLinkCheck(requestId || null, authApi.validSignupRequest);
  const { enqueueSnackbar } = useSnackbar();
  const startSession = useStartSession();
  const [usedMeanwhile, setUsedMeanwhile] = useState(false);

  const handleSubmit = async (password: string) => {
    try {
      startSession(await authApi.signupAccess(requestId, password));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        setUsedMeanwhile(true);
        return;
      }
      enqueueSnackbar(AUTH_MESSAGES.signupFailed, { variant: 'error' });
    }
  };

  return (
    <AuthLayout title="Create your password" subtitle="Choose a password to finish signing up.">
      {link.status === 'checking' ? <PageLoading label="Checking your sign-up link" /> : null}
      {link.status === 'failed' ? (
        <Alert severity="error">{AUTH_MESSAGES.signupLinkCheckFailed}</Alert>
      ) : null}
      {link.status === 'valid' ? (
        <NewPasswordForm
          formLabel="Create your password"
          passwordLabel="Password"
          confirmLabel="Confirm password"
          submitLabel="Create password"
          onSubmit={handleSubmit}
        />
      ) : null}
      <InvalidLinkDialog
        open={link.status === 'invalid' || usedMeanwhile}
        message={AUTH_MESSAGES.signupLinkInvalid}
        actionLabel="Go to login"
        actionTo="/login"
      />
    </AuthLayout>
  );
}
