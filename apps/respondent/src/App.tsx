import { parseSurveyLink } from './surveyLink.ts';

/**
 * The respondent runner. Taking a survey (screening, quotas, routing) arrives with the launch
 * issue; until then the runner tells the respondent plainly that the survey is not open.
 */
export function App() {
  const link = parseSurveyLink(window.location.search);
  return (
    <main className="card">
      <h1>{link.preview ? 'Survey preview' : 'Survey'}</h1>
      <p>
        {link.surveyId
          ? 'This survey is not open for responses yet. Please try again later.'
          : 'This link is incomplete. Please use the full link you were given.'}
      </p>
    </main>
  );
}
