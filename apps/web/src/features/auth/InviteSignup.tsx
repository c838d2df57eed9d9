import Alert from '@mui/material/Alert';
import { PageLoading } from '../../components/PageLoading.tsx';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES } from './authMessages.ts';
import { InvalidLinkDialog } from './InvalidLinkDialog.tsx';
import { InviteSignupForm } from './InviteSignupForm.tsx';
import { useLinkCheck } from './useLinkCheck.ts';

/** Invite sign-up: the invite is checked first, then the form is prefilled from it. */
export function InviteSignup({ inviteId }: { inviteId: string }) {
  const invite = useLinkCheck(inviteId, authApi.inviteDetails);

  if (invite.status === 'valid')
    return <InviteSignupForm inviteId={inviteId} invite={invite.data} />;
  return (
    <AuthLayout title="Join your team">
      {invite.status === 'checking' ? <PageLoading label="Checking your invite" /> : null}
      {invite.status === 'failed' ? (
        <Alert severity="error">{AUTH_MESSAGES.inviteCheckFailed}</Alert>
      ) : null}
      <InvalidLinkDialog
        open={invite.status === 'invalid'}
        message={AUTH_MESSAGES.inviteInvalid}
        actionLabel="Go to log in"
        actionTo="/login"
      />
    </AuthLayout>
  );
}
