import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const NO_MATCH_MESSAGE = 'No projects were found. Try a different search term or filter.';
export const NO_PROJECTS_MESSAGE = 'There are no projects in this workspace.';

interface ProjectsEmptyProps {
  /** A search text or a status filter is applied. */
  narrowed: boolean;
  onCreate: () => void;
}

/** Spec 1 §2: the two empty-list messages. */
export function ProjectsEmpty({ narrowed, onCreate }: ProjectsEmptyProps) {
  return (
    <Paper variant="outlined" role="status" sx={{ py: 8, px: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: narrowed ? 0 : 3 }}>
        {narrowed ? NO_MATCH_MESSAGE : NO_PROJECTS_MESSAGE}
      </Typography>
      {narrowed ? null : (
        <Button variant="contained" onClick={onCreate}>
          Create the first project
        </Button>
      )}
    </Paper>
  );
}
