import { MAX_PROJECT_NAME_LENGTH } from '@survey/domain/projects/constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useRenameProject, useUserAction } from '../hooks/useProjectMutations.ts';

interface EditProjectTitleDialogProps {
  projectId: string;
  title: string;
  onClose: () => void;
}

/** Spec 1 §5: rename a project; Save is disabled while the title is empty. */
export function EditProjectTitleDialog({ projectId, title, onClose }: EditProjectTitleDialogProps) {
  const [value, setValue] = useState(title);
  const rename = useRenameProject();
  const { busy, run } = useUserAction("The title couldn't be saved. Please try again.");
  const trimmed = value.trim();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    if (trimmed === title || (await run(() => rename(projectId, trimmed)))) onClose();
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="edit-title-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
    >
      <DialogTitle id="edit-title-title">Edit project title</DialogTitle>
      <DialogContent>
        <TextField
          label="Project title"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: MAX_PROJECT_NAME_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!trimmed} loading={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
