import CheckCircle from '@mui/icons-material/CheckCircle';
import Info from '@mui/icons-material/Info';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

interface InviteSentViewProps {
  invited: string[];
  /** Addresses the server did not invite: they already have an account. */
  skipped: string[];
  onDone: () => void;
  onInviteMore: () => void;
}

function AddressList({ label, addresses }: { label: string; addresses: string[] }) {
  return (
    <List dense aria-label={label}>
      {addresses.map((address) => (
        <ListItem key={address} disableGutters>
          {address}
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Spec 1 §4: the success view of the invite dialog. It says "sent" only when something was sent:
 * addresses that already have an account are never invited, and are listed as such.
 */
export function InviteSentView({ invited, skipped, onDone, onInviteMore }: InviteSentViewProps) {
  const noneSent = invited.length === 0;
  return (
    <>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {noneSent ? (
            <Info color="info" aria-hidden="true" />
          ) : (
            <CheckCircle color="success" aria-hidden="true" />
          )}
          <Typography variant="h3" component="p">
            {noneSent ? 'No invitations were sent' : 'Invite successfully sent'}
          </Typography>
        </Box>
        {noneSent ? null : <AddressList label="Invited addresses" addresses={invited} />}
        {skipped.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: noneSent ? 0 : 1 }}>
              {skipped.length === 1
                ? 'This address already has an account, so it was not invited:'
                : 'These addresses already have an account, so they were not invited:'}
            </Typography>
            <AddressList label="Addresses not invited" addresses={skipped} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onInviteMore}>Invite more people</Button>
        <Button variant="contained" onClick={onDone} autoFocus>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
