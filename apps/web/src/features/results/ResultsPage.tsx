import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { SurveyFrame } from '../survey/SurveyFrame.tsx';
import { SurveyHeader } from '../survey/SurveyHeader.tsx';
import { isSurveyId } from '../survey/surveyPages.ts';
import { ResultsHeader } from './ResultsHeader.tsx';

// The cards, filters and the chart library load in their own chunk after the headers.
const ResultsBody = lazy(() =>
  import('./body/ResultsBody.tsx').then((module) => ({ default: module.ResultsBody })),
);

/** /survey/{surveyId}/results: the project and fieldwork headers, then the results. */
export function ResultsPage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  return (
    <SurveyFrame key={surveyId} surveyId={surveyId}>
      {(project) => (
        <>
          <SurveyHeader project={project} surveyId={surveyId} page="results" showPreview={false} />
          <ResultsHeader project={project} surveyId={surveyId} />
          <Suspense fallback={<LinearProgress aria-label="Loading results" />}>
            <ResultsBody project={project} surveyId={surveyId} />
          </Suspense>
        </>
      )}
    </SurveyFrame>
  );
}
