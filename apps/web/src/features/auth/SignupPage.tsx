import { useSearchParams } from 'react-router';
import { InviteSignup } from './InviteSignup.tsx';
import { RequestAccessForm } from './RequestAccessForm.tsx';

/** /signup requests access; /signup?iid=... completes an invite from a team mate. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const inviteId = searchParams.get('iid');
  return inviteId ? <InviteSignup inviteId={inviteId} /> : <RequestAccessForm />;
}
