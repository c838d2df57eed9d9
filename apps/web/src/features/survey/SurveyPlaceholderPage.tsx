import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ProjectBySurveyIdDocument } from '../../gql/project/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { SurveyHeader } from './SurveyHeader.tsx';
import {
  isSurveyId,
  isSurveyPage,
  SURVEY_PAGES,
  SURVEY_UNAVAILABLE,
  type SurveyPage,
} from './surveyPages.ts';

/** The server answers "not found" alike for unknown surveys and other accounts' surveys. */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}

/** Spec 1 §6: users without access to a survey are sent to /projects, told why. */
function SurveyUnavailable() {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  useEffect(() => {
    enqueueSnackbar(SURVEY_UNAVAILABLE, { variant: 'info', preventDuplicate: true });
    void navigate('/projects', { replace: true });
  }, [enqueueSnackbar, navigate]);
  return null;
}

function SurveyScreen({ surveyId, page }: { surveyId: string; page: SurveyPage }) {
  const { data, error, refetch } = useQuery(ProjectBySurveyIdDocument, {
    variables: { surveyId },
    context: serviceContext.project,
  });
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
  return (
    <>
      <SurveyHeader project={data.projectBySurveyId} surveyId={surveyId} page={page} />
      <Box component="section" aria-labelledby="survey-page-title" sx={{ px: 6, py: 5 }}>
        <Typography id="survey-page-title" variant="h2" sx={{ mb: 2 }}>
          {SURVEY_PAGES[page]}
        </Typography>
        <Typography color="text.secondary">
          The {SURVEY_PAGES[page].toLowerCase()} page is not available yet.
        </Typography>
      </Box>
    </>
  );
}

/** /survey/{surveyId}/{page}: the project sub-header over the page, which comes later. */
export function SurveyPlaceholderPage() {
  const { surveyId, page } = useParams();
  if (!isSurveyId(surveyId) || !isSurveyPage(page)) return <NotFoundPage />;
  // Keyed so that moving to another survey starts from its own state.
  return <SurveyScreen key={surveyId} surveyId={surveyId} page={page} />;
}
