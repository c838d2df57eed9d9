import Typography from '@mui/material/Typography';
import type { SaveStatus as Status } from '../store/editorStore.ts';

const TEXT: Record<Status, string> = {
  saved: 'All changes saved',
  saving: 'Saving...',
  retrying: "Couldn't save, retrying",
};

/** The editor's saving state, announced politely to screen readers. */
export function SaveStatus({ status }: { status: Status }) {
  return (
    <Typography
      role="status"
      variant="body2"
      color={status === 'retrying' ? 'error' : 'text.secondary'}
      sx={{ minWidth: 180, textAlign: 'right' }}
    >
      {TEXT[status]}
    </Typography>
  );
}
