import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PROJECTS_PAGE_SIZE } from '@survey/domain/projects/constants';
import { ITEM_COLUMNS } from './ProjectListItem.tsx';

/** A page of placeholder rows while the first page of projects loads. */
export function ProjectListSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading projects">
      {Array.from({ length: PROJECTS_PAGE_SIZE }, (_, i) => (
        <Paper
          key={i}
          variant="outlined"
          data-testid="project-skeleton"
          sx={{
            display: 'grid',
            gridTemplateColumns: ITEM_COLUMNS,
            alignItems: 'center',
            columnGap: 3,
            px: 3,
            py: 2,
          }}
        >
          <Stack>
            <Skeleton width="45%" height={28} />
            <Skeleton width="30%" height={18} />
          </Stack>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
          <Skeleton width="70%" />
        </Paper>
      ))}
    </Stack>
  );
}
