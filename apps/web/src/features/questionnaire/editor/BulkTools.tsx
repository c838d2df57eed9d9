import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ExportMenu } from './ExportMenu.tsx';

interface BulkToolsProps {
  count: number;
  onDeselectAll: () => void;
  onDelete: () => void;
}

/** Spec 2 §2 / spec 3 §2 header bulk tools: Deselect all, Delete, '{n} selected', and the kebab. */
export function BulkTools({ count, onDeselectAll, onDelete }: BulkToolsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box
      role="group"
      aria-label="Selected cards"
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {count} selected
      </Typography>
      <Button size="small" onClick={onDeselectAll} disabled={count === 0}>
        Deselect all
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<Delete aria-hidden="true" />}
        onClick={() => setConfirming(true)}
        disabled={count === 0}
      >
        Delete
      </Button>
      <ExportMenu />
      {confirming ? (
        <ConfirmDialog
          title="Delete selected cards?"
          confirmLabel="Delete cards"
          destructive
          busy={false}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        >
          Please confirm you want to delete the selected cards. This will permanently remove them
          and any routing.
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
