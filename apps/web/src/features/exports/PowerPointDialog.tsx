import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { EXPORT_TEXTS } from './exportTexts.ts';

interface PowerPointDialogProps {
  busy: boolean;
  onExport: () => void;
  onClose: () => void;
}

/** Spec 3 §2 Dialogs 'Export to PowerPoint': its two texts and the button Export. */
export function PowerPointDialog({ busy, onExport, onClose }: PowerPointDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{EXPORT_TEXTS.powerPointTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{EXPORT_TEXTS.powerPointBody}</DialogContentText>
        <DialogContentText>{EXPORT_TEXTS.powerPointFilters}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onExport} loading={busy}>
          {EXPORT_TEXTS.powerPointButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
