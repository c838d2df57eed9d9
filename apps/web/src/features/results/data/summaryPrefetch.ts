import type { SummaryResponse } from '@survey/domain/results/contract';

/**
 * The unfiltered summary asked for as soon as the results page mounts, beside the project query
 * and the download of the cards' chunk, instead of after both (the page opened in three round
 * trips one after another). The cards' loader takes it once; an answer older than MAX_AGE_MS, or a
 * failed one, is not used and the loader asks again.
 */
const MAX_AGE_MS = 5_000;

interface Prefetch {
  at: number;
  answer: Promise<SummaryResponse>;
}

export function createSummaryPrefetch(
  load: (surveyId: string) => Promise<SummaryResponse>,
  now: () => number = Date.now,
) {
  const started = new Map<string, Prefetch>();
  return {
    /** Starts the call unless a fresh one for this survey is waiting to be taken. */
    start(surveyId: string): void {
      const current = started.get(surveyId);
      if (current && now() - current.at <= MAX_AGE_MS) return;
      const answer = load(surveyId);
      // Nobody may take it: a failure must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      started.set(surveyId, { at: now(), answer });
    },
    /** The started call's answer, once; undefined when there is none or it is too old. */
    take(surveyId: string): Promise<SummaryResponse> | undefined {
      const current = started.get(surveyId);
      started.delete(surveyId);
      return current && now() - current.at <= MAX_AGE_MS ? current.answer : undefined;
    },
  };
}
