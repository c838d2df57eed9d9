import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ProjectBySurveyIdDocument } from '../../gql/project/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { SurveyHeader } from './SurveyHeader.tsx';
import { isSurveyPage, SURVEY_PAGES, type SurveyPage } from './surveyPages.ts';

function SurveyScreen({ surveyId, page }: { surveyId: string; page: SurveyPage }) {
  const { data, error, refetch } = useQuery(ProjectBySurveyIdDocument, {
    variables: { surveyId },
    context: serviceContext.project,
  });
  if (data && !data.projectBySurveyId) return <NotFoundPage />;
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
  if (!surveyId || !isSurveyPage(page)) return <NotFoundPage />;
  // Keyed so that moving to another survey starts from its own state.
  return <SurveyScreen key={surveyId} surveyId={surveyId} page={page} />;
}
