import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { isSurveyPage, SURVEY_PAGES } from './surveyPages.ts';

/** /survey/{surveyId}/{page}: names the page until its editor is built. */
export function SurveyPlaceholderPage() {
  const { surveyId, page } = useParams();
  if (!surveyId || !isSurveyPage(page)) return <NotFoundPage />;
  return (
    <Box component="section" aria-labelledby="survey-page-title" sx={{ px: 6, py: 5 }}>
      <Typography id="survey-page-title" variant="h1" sx={{ mb: 2 }}>
        {SURVEY_PAGES[page]}
      </Typography>
      <Typography color="text.secondary">
        The {SURVEY_PAGES[page].toLowerCase()} page of survey {surveyId} is not available yet.
      </Typography>
    </Box>
  );
}
