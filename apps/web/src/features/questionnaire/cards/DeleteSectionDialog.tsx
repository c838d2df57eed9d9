import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SectionEntry } from '@survey/domain/questionnaire/model';
import { useId } from 'react';

interface DeleteSectionDialogProps {
  section: SectionEntry;
  onClose: () => void;
  onDelete: (keepCards: boolean) => void;
}

/** Issue 38 §1: deleting a section asks whether its cards stay (at its place) or go with it. */
export function DeleteSectionDialog({ section, onClose, onDelete }: DeleteSectionDialogProps) {
  const id = useId();
  const count = section.entryItem.entries.length;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>Delete this section</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {count === 0
            ? `${section.label} has no cards.`
            : count === 1
              ? `${section.label} holds 1 card. Keep it in the survey, or delete it with the section?`
              : `${section.label} holds ${count} cards. Keep them in the survey, or delete them with the section?`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {count > 0 ? (
          <Button color="error" onClick={() => onDelete(false)}>
            Delete cards too
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => onDelete(true)}>
          {count > 0 ? 'Keep cards' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
