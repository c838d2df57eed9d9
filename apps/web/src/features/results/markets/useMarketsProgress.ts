import { useEffect, useState } from 'react';
import { resultsApi, type SurveyProgress } from '../../../lib/resultsApi.ts';
import { PROGRESS_POLL_MS } from '../useResultsProgress.ts';

/**
 * Each market's completes against its target (the results API's /progress, one call for all),
 * refreshed while any market is live; `failed` when it could not be read.
 */
export function useMarketsProgress(surveyIds: readonly string[], live: boolean) {
  const [progress, setProgress] = useState<ReadonlyMap<string, SurveyProgress> | null>(null);
  const [failed, setFailed] = useState(false);
  const key = surveyIds.join(',');
  useEffect(() => {
    if (key === '') return undefined;
    let cancelled = false;
    const load = () =>
      resultsApi.progress(key.split(',')).then(
        (rows) => {
          if (cancelled) return;
          setProgress(new Map(rows.map((r) => [r.surveyId, r])));
          setFailed(false);
        },
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    void load();
    const timer = live ? setInterval(() => void load(), PROGRESS_POLL_MS) : undefined;
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
    };
  }, [key, live]);
  return { progress, failed };
}
