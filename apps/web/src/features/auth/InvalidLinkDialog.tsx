import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';

interface InvalidLinkDialogProps {
  open: boolean;
  message: string;
  actionLabel: string;
  actionTo: string;
}

/** Shown when an e-mailed link cannot be used; the only way on is the action button. */
export function InvalidLinkDialog({
  open,
  message,
  actionLabel,
  actionTo,
}: InvalidLinkDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="invalid-link-title" aria-describedby="invalid-link-text">
      <DialogTitle id="invalid-link-title">Link not valid</DialogTitle>
      <DialogContent>
        <DialogContentText id="invalid-link-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={actionTo} variant="contained" autoFocus>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
