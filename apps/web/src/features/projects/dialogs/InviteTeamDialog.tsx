import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isEmailAddress, splitEmailList } from '@survey/domain/auth/email';
import { useState, type FormEvent } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';
import { invitesApi } from './invitesApi.ts';
import { InviteSentView } from './InviteSentView.tsx';

/**
 * Spec 1 §4, §5, §8: invite team members by e-mail. A failed send is not announced (the spec
 * ignores it silently); the form simply stays, so the user can send again.
 */
export function InviteTeamDialog({ onClose }: { onClose: () => void }) {
  const { accountId, email } = useProfileContext();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ invited: string[]; skipped: string[] } | null>(null);
  const addresses = splitEmailList(text);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = addresses.filter((a) => !isEmailAddress(a));
    setInvalid(bad);
    if (addresses.length === 0 || bad.length > 0 || !accountId || !email) return;
    setSending(true);
    try {
      const result = await invitesApi.create(accountId, email, addresses);
      setSent({
        invited: result.invites.map((i) => i.inviteeEmailAddress),
        skipped: result.skipped ?? [],
      });
    } catch (error) {
      reportError(error, { operation: 'inviteCreate' });
    } finally {
      setSending(false);
    }
  };

  const handleInviteMore = () => {
    setText('');
    setSent(null);
  };

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      aria-labelledby="invite-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
    >
      <DialogTitle id="invite-title">Invite team members</DialogTitle>
      {sent ? (
        <InviteSentView {...sent} onDone={onClose} onInviteMore={handleInviteMore} />
      ) : (
        <>
          <DialogContent>
            <DialogContentText>
              Team members you invite can view all projects in this workspace.
            </DialogContentText>
            <TextField
              label="Email addresses"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setInvalid([]);
              }}
              multiline
              minRows={3}
              autoFocus
              disabled={sending}
              error={invalid.length > 0}
              helperText="Separate several addresses with commas, spaces or new lines."
            />
            {invalid.length > 0 ? (
              <Alert severity="error">
                These are not valid e-mail addresses: {invalid.join(', ')}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={addresses.length === 0}
              loading={sending}
            >
              Send invite
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
