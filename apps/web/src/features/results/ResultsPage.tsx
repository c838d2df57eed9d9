import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/index.ts';
import { isSurveyId, SurveyFrame, SurveyHeader } from '../survey/index.ts';
import { prefetchSummary } from './data/useResultsData.ts';
import { MarketsResults } from './markets/MarketsResults.tsx';
import { ResultsHeader } from './ResultsHeader.tsx';

// The cards, filters and the chart library load in their own chunk. Its download starts when this
// page's module runs, beside the project query that the headers wait for, not after it.
const loadBody = () => import('./body/ResultsBody.tsx');
void loadBody();
const ResultsBody = lazy(() => loadBody().then((module) => ({ default: module.ResultsBody })));

/** /survey/{surveyId}/results: the project and fieldwork headers, then the results. */
export function ResultsPage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  // Idempotent: the first render starts the unfiltered summary, the cards take it when they mount.
  prefetchSummary(surveyId);
  return (
    <SurveyFrame key={surveyId} surveyId={surveyId}>
      {(project) => (
        <>
          <SurveyHeader project={project} surveyId={surveyId} page="results" showPreview={false} />
          <ResultsHeader project={project} surveyId={surveyId} />
          {project.projectType === 'MultiMarket' ? (
            <MarketsResults surveyId={surveyId}>
              {(readSurveyId) => (
                <Suspense fallback={<LinearProgress aria-label="Loading results" />}>
                  <ResultsBody
                    project={project}
                    projectName={project.name}
                    surveyState={
                      project.surveys.find((s) => s.surveyId === readSurveyId)?.state ??
                      project.surveys[0]?.state
                    }
                    surveyId={readSurveyId}
                  />
                </Suspense>
              )}
            </MarketsResults>
          ) : (
            <Suspense fallback={<LinearProgress aria-label="Loading results" />}>
              <ResultsBody
                project={project}
                projectName={project.name}
                surveyState={project.surveys[0]?.state}
                surveyId={surveyId}
              />
            </Suspense>
          )}
        </>
      )}
    </SurveyFrame>
  );
}
