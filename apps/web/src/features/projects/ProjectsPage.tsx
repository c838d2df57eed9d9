import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { PROJECT_SEARCH_DEBOUNCE_MS } from '@survey/domain/projects/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { trackEvent } from '../../lib/analytics.ts';
import { useProfileContext } from '../../lib/profileContext.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { useProjectSearch } from './hooks/useProjectSearch.ts';
import { ProjectList } from './list/ProjectList.tsx';
import { ProjectListSkeleton } from './list/ProjectListSkeleton.tsx';
import { ProjectsEmpty } from './list/ProjectsEmpty.tsx';
import { ProjectsToolbar } from './list/ProjectsToolbar.tsx';
import {
  listSort,
  type ProjectDialog,
  type SortOrderChoice,
  type StatusFilter,
} from './projectTypes.ts';

// Dialogs load on first use, keeping the list's first paint small.
const ProjectDialogs = lazy(() =>
  import('./dialogs/ProjectDialogs.tsx').then((m) => ({ default: m.ProjectDialogs })),
);

/** /projects: the researcher's home page (spec 1 §2). */
export function ProjectsPage() {
  const { accountId } = useProfileContext();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [order, setOrder] = useState<SortOrderChoice>('Desc');
  const [dialog, setDialog] = useState<ProjectDialog | null>(null);
  const debouncedText = useDebouncedValue(text, PROJECT_SEARCH_DEBOUNCE_MS);
  const search = useProjectSearch({ accountId, text: debouncedText, filter, order });
  const narrowed = debouncedText.trim() !== '' || filter !== 'all';

  // The debounced term: one event per search the list ran, none for the empty start.
  useEffect(() => {
    if (debouncedText.trim()) trackEvent('Searched Projects');
  }, [debouncedText]);

  const handleCreate = () => {
    trackEvent('Opened Create Project Dialog');
    setDialog({ kind: 'create' });
  };
  const handleClose = () => setDialog(null);

  let body;
  if (search.projects && search.projects.length > 0) {
    body = (
      <ProjectList
        projects={search.projects}
        loadingMore={search.loadingMore}
        onLoadMore={() => {
          trackEvent('Loaded More Projects');
          search.loadMore();
        }}
        onAction={setDialog}
      />
    );
  } else if (search.projects) {
    body = <ProjectsEmpty narrowed={narrowed} onCreate={handleCreate} />;
  } else if (search.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={search.retry}>
            Try again
          </Button>
        }
      >
        The projects could not be loaded.
      </Alert>
    );
  } else {
    body = <ProjectListSkeleton />;
  }

  return (
    <Box
      component="section"
      aria-labelledby="projects-title"
      // Narrower gutters below 1200 px leave the project titles room at the 1024 minimum.
      sx={{ px: { xs: 3, lg: 6 }, py: 5, maxWidth: 1440, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography id="projects-title" variant="h1" sx={{ flex: 1 }}>
          Projects
        </Typography>
        <Button
          variant="outlined"
          startIcon={<GroupAdd />}
          onClick={() => {
            trackEvent('Opened Invite Dialog');
            setDialog({ kind: 'invite' });
          }}
        >
          Invite team
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={handleCreate}>
          Create new project
        </Button>
      </Box>
      <ProjectsToolbar
        text={text}
        onTextChange={setText}
        filter={filter}
        onFilterChange={(next) => {
          trackEvent('Filtered Projects', { state: next });
          setFilter(next);
        }}
        sort={listSort(debouncedText, order)}
        onOrderChange={(next) => {
          trackEvent('Sorted Projects', { order: next === 'Desc' ? 'newest' : 'oldest' });
          setOrder(next);
        }}
      />
      {body}
      {dialog ? (
        <Suspense fallback={null}>
          <ProjectDialogs dialog={dialog} onClose={handleClose} />
        </Suspense>
      ) : null}
    </Box>
  );
}
