import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { showsProgress, showsLoadMore } from '@survey/domain/projects/listItem';
import { useMemo } from 'react';
import { useSurveyProgress } from '../hooks/useSurveyProgress.ts';
import type { ListedProject, ProjectDialog } from '../projectTypes.ts';
import { ProjectListItem } from './ProjectListItem.tsx';

interface ProjectListProps {
  projects: readonly ListedProject[];
  loadingMore: boolean;
  onLoadMore: () => void;
  onAction: (dialog: ProjectDialog) => void;
}

/** The loaded projects, their progress (one results call per page set) and Load more. */
export function ProjectList({ projects, loadingMore, onLoadMore, onAction }: ProjectListProps) {
  const runningSurveyIds = useMemo(
    () =>
      projects.flatMap((p) => {
        const survey = p.surveys[0];
        return survey && showsProgress(survey.state) ? [survey.surveyId] : [];
      }),
    [projects],
  );
  const progress = useSurveyProgress(runningSurveyIds);

  return (
    <>
      <Stack component="ul" spacing={1.5} aria-label="Projects" sx={{ p: 0, m: 0 }}>
        {projects.map((project) => (
          <ProjectListItem
            key={project.projectId}
            project={project}
            progress={progress[project.surveys[0]?.surveyId ?? '']}
            onAction={onAction}
          />
        ))}
      </Stack>
      {showsLoadMore(projects.length) ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </Box>
      ) : null}
    </>
  );
}
