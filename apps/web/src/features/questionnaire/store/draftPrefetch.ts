import type { ApolloClient } from '@apollo/client';
import { DraftQuestionnaireDocument } from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

// P5: the editor's draft request starts with the route (the router's loader) instead of after the
// editor's scripts have loaded and run; the store's first load takes the answer from here.

// The store reports the failures it gives up on; a draft that fails to load is one of them.
export const draftQueryContext = { ...serviceContext.questionnaire, reportErrors: false };

/** The draft query exactly as the store sends it (its answer is the same either way). */
export function queryDraft(client: ApolloClient, surveyId: string) {
  return client.query({
    query: DraftQuestionnaireDocument,
    variables: { surveyId },
    // The store holds the draft; normalising ~500 KB into the cache would only cost time.
    fetchPolicy: 'no-cache',
    context: draftQueryContext,
  });
}

export type DraftAnswer = Awaited<ReturnType<typeof queryDraft>>;

/**
 * A prefetched answer older than this is not used (the page never mounted; a later open reads the
 * draft as it is then). Long enough for a slow machine: under load 27 the editor's scripts took
 * 13 s to run, and a 10 s limit sent the draft query twice. An older draft is safe anyway: every
 * edit carries the draft's version, and a version conflict refetches.
 */
export const PREFETCH_TTL_MS = 60_000;

interface Prefetched {
  client: ApolloClient;
  surveyId: string;
  startedAt: number;
  answer: Promise<DraftAnswer>;
}

let prefetched: Prefetched | null = null;

/** Starts loading the draft of `surveyId`; replaces any earlier prefetch. */
export function prefetchDraft(client: ApolloClient, surveyId: string, now = Date.now()): void {
  const answer = queryDraft(client, surveyId);
  // Failures surface when the store takes the answer; until then nothing awaits it.
  answer.catch(() => undefined);
  prefetched = { client, surveyId, startedAt: now, answer };
}

/**
 * The prefetched answer for this client and survey, once: a later load (a refetch) asks the
 * server again. Null when there is none, it is for another survey or it is too old.
 */
export function takePrefetchedDraft(
  client: ApolloClient,
  surveyId: string,
  now = Date.now(),
): Promise<DraftAnswer> | null {
  const taken = prefetched;
  if (!taken || taken.client !== client || taken.surveyId !== surveyId) return null;
  prefetched = null;
  return now - taken.startedAt <= PREFETCH_TTL_MS ? taken.answer : null;
}
