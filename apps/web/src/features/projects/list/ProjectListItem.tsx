import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatShortDate,
  lastUpdateDate,
  projectOpenPath,
  projectTypeLabel,
  showsProgress,
  statusBadge,
} from '@survey/domain/projects/listItem';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { FullTextTooltip } from '../../../components/FullTextTooltip.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import type { SurveyProgress } from '../../../lib/resultsApi.ts';
import type { ListedProject, ProjectDialog } from '../projectTypes.ts';
import { CostPerInterview } from './CostPerInterview.tsx';
import { ProjectActions } from './ProjectActions.tsx';
import { ProjectProgress } from './ProjectProgress.tsx';

interface ProjectListItemProps {
  project: ListedProject;
  progress: SurveyProgress | undefined;
  onAction: (dialog: ProjectDialog) => void;
}

/** Columns shared by the items and their loading skeletons, so that they line up. */
export const ITEM_COLUMNS = 'minmax(0, 1fr) 120px 170px 130px 124px';

/** One project: the title opens it (the whole row is clickable), then status, progress, cost. */
export function ProjectListItem({ project, progress, onAction }: ProjectListItemProps) {
  const survey = project.surveys[0];
  const path = projectOpenPath(project);
  const badge = statusBadge(project);
  const updated = formatShortDate(lastUpdateDate(project));
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={project.name}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: ITEM_COLUMNS,
        alignItems: 'center',
        columnGap: 3,
        px: 3,
        py: 2,
        listStyle: 'none',
        '&:hover': path ? { borderColor: 'primary.main' } : undefined,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <FullTextTooltip text={project.name} cutRef={titleRef}>
          <Typography
            ref={titleRef}
            variant="subtitle1"
            component="h2"
            noWrap
            sx={{ fontWeight: 600 }}
          >
            {path ? (
              <Link
                component={RouterLink}
                to={path}
                underline="hover"
                color="inherit"
                // The link covers the whole row; the action buttons sit above it.
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                {project.name}
              </Link>
            ) : (
              project.name
            )}
          </Typography>
        </FullTextTooltip>
        {/* Wraps instead of cutting at narrow widths: the date must stay readable. */}
        <Typography variant="caption" color="text.secondary" component="div">
          {projectTypeLabel(project.projectType)} ·{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            Last updated <span data-testid="last-updated">{updated}</span>
          </Box>
        </Typography>
      </Box>
      <Box>
        <StatusBadge state={badge.state} label={badge.label} />
      </Box>
      <Box>
        {survey && showsProgress(survey.state) ? <ProjectProgress progress={progress} /> : null}
      </Box>
      <Box>{survey ? <CostPerInterview surveyId={survey.surveyId} /> : null}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ProjectActions project={project} onAction={onAction} />
      </Box>
    </Paper>
  );
}
