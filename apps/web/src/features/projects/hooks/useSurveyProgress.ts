import { useEffect, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { resultsApi, type SurveyProgress } from '../../../lib/resultsApi.ts';

/** Progress of the given surveys from the results API, keyed by survey id (empty until loaded). */
export function useSurveyProgress(surveyIds: readonly string[]): Record<string, SurveyProgress> {
  const [bySurvey, setBySurvey] = useState<Record<string, SurveyProgress>>({});
  const key = surveyIds.join(',');

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (ids.length === 0) return;
    let active = true;
    resultsApi
      .progress(ids)
      .then((rows) => {
        if (!active) return;
        setBySurvey((current) => {
          const next = { ...current };
          for (const row of rows) next[row.surveyId] = row;
          return next;
        });
      })
      .catch((error: unknown) => reportError(error, { operation: 'surveyProgress' }));
    return () => {
      active = false;
    };
  }, [key]);

  return bySurvey;
}
