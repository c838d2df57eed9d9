import { useSnackbar } from 'notistack';
import { useParams } from 'react-router';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES } from './authMessages.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { useStartSession } from './useStartSession.ts';

/** /create-password/{requestId}: the link e-mailed after an access request. */
export function CreatePasswordPage() {
  const { requestId = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const startSession = useStartSession();

  const handleSubmit = async (password: string) => {
    try {
      startSession(await authApi.signupAccess(requestId, password));
    } catch {
      enqueueSnackbar(AUTH_MESSAGES.signupFailed, { variant: 'error' });
    }
  };

  return (
    <AuthLayout title="Create your password" subtitle="Choose a password to finish signing up.">
      <NewPasswordForm
        formLabel="Create your password"
        passwordLabel="Password"
        confirmLabel="Confirm password"
        submitLabel="Create password"
        onSubmit={handleSubmit}
      />
    </AuthLayout>
  );
}
