import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import type { ProjectListFieldsFragment } from '../../gql/project/graphql.ts';
import { projectQuery } from './projectPrefetch.ts';
import { SURVEY_UNAVAILABLE } from './surveyPages.ts';

/** The server answers "not found" alike for unknown surveys and other accounts' surveys. */
export function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}

/** Spec 1 §6: users without access to a survey are sent to /projects, told why. */
export function SurveyUnavailable() {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  useEffect(() => {
    enqueueSnackbar(SURVEY_UNAVAILABLE, { variant: 'info', preventDuplicate: true });
    void navigate('/projects', { replace: true });
  }, [enqueueSnackbar, navigate]);
  return null;
}

interface SurveyFrameProps {
  surveyId: string;
  children: (project: ProjectListFieldsFragment) => ReactNode;
}

/** Loads the survey's project; renders the page once it is there, else loading, error or away. */
export function SurveyFrame({ surveyId, children }: SurveyFrameProps) {
  const { query, ...options } = projectQuery(surveyId);
  const { data, error, refetch } = useQuery(query, options);
  if ((data && !data.projectBySurveyId) || isNotFound(error)) return <SurveyUnavailable />;
  if (!data?.projectBySurveyId) {
    if (!error) return <PageLoading label="Loading the project" />;
    return (
      <Box sx={{ px: 6, py: 5 }}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void refetch().catch(() => undefined)}
            >
              Try again
            </Button>
          }
        >
          The project could not be loaded.
        </Alert>
      </Box>
    );
  }
  return children(data.projectBySurveyId);
}
