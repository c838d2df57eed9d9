import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useImportProjects, type ImportProject } from './useImportProjects.ts';

interface ProjectStepProps {
  page: number;
  onPage: (page: number) => void;
  currentSurveyId: string;
  onChoose: (project: ImportProject) => void;
}

const updated = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Step 1 of the import dialog: the account's other projects, a page of 100 at a time. */
export function ProjectStep({ page, onPage, currentSurveyId, onChoose }: ProjectStepProps) {
  const { loading, error, projects, hasNext, retry } = useImportProjects(page, currentSurveyId);
  const headingId = useId();
  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading projects" />
      </Box>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        The projects could not be loaded.
      </Alert>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" id={headingId}>
        Choose the survey to import from
      </Typography>
      {projects.length === 0 && page === 0 ? (
        <Typography sx={{ py: 3 }}>There are no other projects in this account</Typography>
      ) : (
        <List dense aria-labelledby={headingId} sx={{ maxHeight: 420, overflow: 'auto' }}>
          {projects.map((p) => (
            <ListItem key={p.projectId} disablePadding>
              <ListItemButton onClick={() => onChoose(p)}>
                <ListItemText
                  primary={p.name}
                  secondary={`Updated ${updated.format(new Date(p.sinceDate))}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {page > 0 || hasNext ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Previous page
          </Button>
          <Typography variant="body2">Page {page + 1}</Typography>
          <Button size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
            Next page
          </Button>
        </Box>
      ) : null}
    </>
  );
}
