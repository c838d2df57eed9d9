import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/index.ts';
import { SurveyFrame } from './SurveyFrame.tsx';
import { SurveyHeader } from './SurveyHeader.tsx';
import { isSurveyId, isSurveyPage, SURVEY_PAGES, type SurveyPage } from './surveyPages.ts';

function SurveyScreen({ surveyId, page }: { surveyId: string; page: SurveyPage }) {
  return (
    <SurveyFrame surveyId={surveyId}>
      {(project) => (
        <>
          <SurveyHeader project={project} surveyId={surveyId} page={page} />
          <Box component="section" aria-labelledby="survey-page-title" sx={{ px: 6, py: 5 }}>
            <Typography id="survey-page-title" variant="h2" sx={{ mb: 2 }}>
              {SURVEY_PAGES[page]}
            </Typography>
            <Typography color="text.secondary">
              The {SURVEY_PAGES[page].toLowerCase()} page is not available yet.
            </Typography>
          </Box>
        </>
      )}
    </SurveyFrame>
  );
}

/** /survey/{surveyId}/{page}: the project sub-header over the page, which comes later. */
export function SurveyPlaceholderPage() {
  const { surveyId, page } = useParams();
  if (!isSurveyId(surveyId) || !isSurveyPage(page)) return <NotFoundPage />;
  // Keyed so that moving to another survey starts from its own state.
  return <SurveyScreen key={surveyId} surveyId={surveyId} page={page} />;
}
