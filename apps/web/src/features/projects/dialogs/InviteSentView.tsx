import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

interface InviteSentViewProps {
  invited: string[];
  /** Addresses the server did not invite (already members or already invited). */
  skipped: string[];
  onDone: () => void;
  onInviteMore: () => void;
}

/** Spec 1 §4: the success view of the invite dialog. */
export function InviteSentView({ invited, skipped, onDone, onInviteMore }: InviteSentViewProps) {
  return (
    <>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CheckCircle color="success" aria-hidden="true" />
          <Typography variant="h3" component="p">
            Invite successfully sent
          </Typography>
        </Box>
        <List dense aria-label="Invited addresses">
          {invited.map((address) => (
            <ListItem key={address} disableGutters>
              {address}
            </ListItem>
          ))}
        </List>
        {skipped.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            Not invited (already a member or already invited): {skipped.join(', ')}
          </Typography>
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
