import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SavedCrosstab } from '@survey/domain/results/analysisContract';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { ResultsApiError, resultsApi } from '../../../lib/resultsApi.ts';
import type { SavedCrosstabs } from './useCrosstabData.ts';

// The share dialog loads when first opened.
const ShareDialog = lazy(async () => ({
  default: (await import('../share/ShareDialog.tsx')).ShareDialog,
}));

export const MAX_TABLE_NAME = 80;

export const SAVED_TEXTS = {
  heading: 'Saved tables',
  none: 'No saved tables yet.',
  failed: 'Saved tables could not be loaded.',
  nameTaken: 'A saved table already has this name.',
  saveFailed: 'The table could not be saved. Please try again.',
  deleteFailed: 'The table could not be deleted. Please try again.',
  saved: (name: string) => `Saved '${name}'.`,
} as const;

interface SaveTableDialogProps {
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}

/** 'Save table': a name (1-80 characters, unique in the survey). */
export function SaveTableDialog({ onClose, onSave }: SaveTableDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const save = async () => {
    if (!trimmed) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(trimmed);
      onClose();
    } catch (failure) {
      const taken = failure instanceof ResultsApiError && failure.status === 409;
      if (!taken) reportError(failure, { operation: 'resultsSaveCrosstab' });
      setError(taken ? SAVED_TEXTS.nameTaken : SAVED_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-table-title" fullWidth maxWidth="xs">
      <DialogTitle id="save-table-title">Save table</DialogTitle>
      <DialogContent>
        <TextField
          label="Table name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
          error={error !== null}
          helperText={error ?? 'The definition is saved; its numbers follow the data.'}
          slotProps={{ htmlInput: { maxLength: MAX_TABLE_NAME } }}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!trimmed} loading={busy} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface SavedTablesListProps {
  saved: SavedCrosstabs;
  onOpen: (table: SavedCrosstab) => void;
}

/** The survey's saved tables: open one (its definition, filters and weighting) or delete it. */
export function SavedTablesList({ saved, onOpen }: SavedTablesListProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [sharing, setSharing] = useState<SavedCrosstab | null>(null);
  const remove = async (table: SavedCrosstab) => {
    try {
      await resultsApi.deleteCrosstab(table.id);
    } catch (error) {
      reportError(error, { operation: 'resultsDeleteCrosstab' });
      enqueueSnackbar(SAVED_TEXTS.deleteFailed, { variant: 'error' });
    }
    saved.reload();
  };
  return (
    <Box component="section" aria-labelledby="saved-tables-title">
      <Typography id="saved-tables-title" variant="subtitle2" component="h3">
        {SAVED_TEXTS.heading}
      </Typography>
      {saved.failed ? (
        <Typography variant="body2" color="text.secondary">
          {SAVED_TEXTS.failed}
        </Typography>
      ) : null}
      {saved.tables?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {SAVED_TEXTS.none}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {saved.tables?.map((table) => (
          <Box component="li" key={table.id} sx={{ display: 'flex', alignItems: 'center' }}>
            <Button
              size="small"
              onClick={() => onOpen(table)}
              aria-label={`Open ${table.name}`}
              sx={{ textTransform: 'none', justifyContent: 'flex-start', minWidth: 0 }}
            >
              {table.name}
            </Button>
            <IconButton
              size="small"
              aria-label={`Share ${table.name}`}
              onClick={() => setSharing(table)}
            >
              <ShareOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Delete ${table.name}`}
              onClick={() => void remove(table)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog
            surveyId={sharing.surveyId}
            crosstab={{ id: sharing.id, name: sharing.name }}
            onClose={() => setSharing(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

interface OpenedNoticeProps {
  text: string;
  onUndo: () => void;
  onDismiss: () => void;
}

/**
 * Issue 35 §2: what opening a saved table replaced ('Opened 'X': its filters replaced yours.'),
 * with Undo (the filters, weighting and table from before) until dismissed or the next opening.
 */
export function OpenedNotice({ text, onUndo, onDismiss }: OpenedNoticeProps) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <>
          <Button color="inherit" size="small" onClick={onUndo}>
            Undo
          </Button>
          <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={onDismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {text}
    </Alert>
  );
}
