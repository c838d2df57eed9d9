import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { SurveyFrame } from '../survey/SurveyFrame.tsx';
import { SurveyHeader } from '../survey/SurveyHeader.tsx';
import { isSurveyId } from '../survey/surveyPages.ts';
import { ResultsHeader } from './ResultsHeader.tsx';
import { RESULTS_TEXTS } from './resultsTexts.ts';

/** /survey/{surveyId}/results: the project and fieldwork headers; the result cards come later. */
export function ResultsPage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  return (
    <SurveyFrame key={surveyId} surveyId={surveyId}>
      {(project) => (
        <>
          <SurveyHeader project={project} surveyId={surveyId} page="results" />
          <ResultsHeader project={project} surveyId={surveyId} />
          <Box component="section" aria-labelledby="results-title" sx={{ px: 6, py: 5 }}>
            <Typography id="results-title" variant="h2" sx={{ mb: 2 }}>
              Results
            </Typography>
            <Typography color="text.secondary">{RESULTS_TEXTS.body}</Typography>
          </Box>
        </>
      )}
    </SurveyFrame>
  );
}
