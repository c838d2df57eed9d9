import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

/** A webhook's signing secret, read-only, with Copy: after adding one, or when asked again. */
export function SecretDialog(props: {
  title: string;
  secret: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{props.children}</Typography>
        <TextField
          label="Signing secret"
          value={props.secret}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        {copied ? (
          <Typography role="status" variant="body2" sx={{ mt: 1 }}>
            Copied.
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => {
            void navigator.clipboard.writeText(props.secret).then(() => setCopied(true));
          }}
        >
          Copy secret
        </Button>
        <Button variant="contained" onClick={props.onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
