import { useEffect, useState } from 'react';
import { reportError } from '../../lib/errorReporting.ts';
import { resultsApi, type SurveyProgress } from '../../lib/resultsApi.ts';

/** Spec 3 §9 Timing: the results header refreshes the progress of a live survey every 10 s. */
export const PROGRESS_POLL_MS = 10_000;

export interface ResultsProgress {
  progress: SurveyProgress | undefined;
  failed: boolean;
}

/** The survey's progress, loaded once and then polled while `polling` (the survey is live). */
export function useResultsProgress(
  surveyId: string,
  polling: boolean,
  /** Grows when the progress must be read again at once (exclusions changed). */
  reload = 0,
): ResultsProgress {
  const [state, setState] = useState<ResultsProgress>({ progress: undefined, failed: false });

  useEffect(() => {
    let active = true;
    const load = () =>
      resultsApi
        .progress([surveyId])
        .then((rows) => {
          const progress = rows.find((row) => row.surveyId === surveyId);
          if (active) setState({ progress, failed: false });
        })
        .catch((error: unknown) => {
          reportError(error, { operation: 'resultsProgress' });
          if (active) setState((current) => ({ ...current, failed: true }));
        });
    void load();
    const timer = polling ? setInterval(() => void load(), PROGRESS_POLL_MS) : undefined;
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [surveyId, polling, reload]);

  return state;
}
