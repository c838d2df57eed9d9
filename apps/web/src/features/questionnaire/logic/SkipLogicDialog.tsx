import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface SkipTarget {
  targetNumber: number;
  name: string;
}

interface SkipLogicDialogProps {
  /** The option's text, for the intro. */
  response: string;
  targets: readonly SkipTarget[];
  onClose: () => void;
  onSave: (targetNumber: number) => void;
}

/** 'Add skip logic' for a response option: respondents who choose it skip to a later card or the end. */
export function SkipLogicDialog({ response, targets, onClose, onSave }: SkipLogicDialogProps) {
  const [target, setTarget] = useState<number | null>(
    targets.length === 1 ? (targets[0]?.targetNumber ?? null) : null,
  );
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add skip logic</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Respondents who choose {response} skip to the card you choose.
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label="Skip to"
          value={target ?? ''}
          onChange={(e) => setTarget(Number(e.target.value))}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } },
          }}
        >
          {targets.map((t) => (
            <MenuItem key={t.targetNumber} value={t.targetNumber}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={target === null}
          onClick={() => {
            if (target !== null) onSave(target);
          }}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
