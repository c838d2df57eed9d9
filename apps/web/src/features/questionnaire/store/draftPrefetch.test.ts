import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PREFETCH_TTL_MS, prefetchDraft, takePrefetchedDraft } from './draftPrefetch.ts';

const SURVEY = '3f2b7c1e-8d4a-4b6e-9c2d-1a2b3c4d5e6f';
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A real Apollo client whose link answers every operation and counts what reached it. */
function countingClient() {
  const seen: { operationName: string | undefined; surveyId: unknown }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push({
          operationName: operation.operationName,
          surveyId: operation.variables.surveyId,
        });
        observer.next({ data: { draftQuestionnaire: null } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), seen };
}

describe('draft prefetch (P5: the draft request starts with the route)', () => {
  it('hands the route’s request to the first load, once: a later load asks the server again', async () => {
    const { client, seen } = countingClient();
    prefetchDraft(client, SURVEY, 1000);
    expect(seen).toEqual([{ operationName: 'DraftQuestionnaire', surveyId: SURVEY }]);
    const taken = takePrefetchedDraft(client, SURVEY, 1500);
    expect(taken).not.toBeNull();
    await expect(taken).resolves.toMatchObject({ data: { draftQuestionnaire: null } });
    expect(takePrefetchedDraft(client, SURVEY, 1600)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('is not used for another survey, another client or once older than its TTL', () => {
    const { client } = countingClient();
    const { client: otherClient } = countingClient();
    prefetchDraft(client, SURVEY, 0);
    expect(takePrefetchedDraft(client, OTHER, 10)).toBeNull();
    expect(takePrefetchedDraft(otherClient, SURVEY, 10)).toBeNull();
    expect(takePrefetchedDraft(client, SURVEY, 10)).not.toBeNull();

    prefetchDraft(client, SURVEY, 0);
    expect(takePrefetchedDraft(client, SURVEY, PREFETCH_TTL_MS + 1)).toBeNull();
    // Dropped, not kept for a later load.
    expect(takePrefetchedDraft(client, SURVEY, 1)).toBeNull();
  });

  it('keeps only the newest prefetch (a second route visit replaces the first)', async () => {
    const { client, seen } = countingClient();
    prefetchDraft(client, SURVEY, 0);
    prefetchDraft(client, OTHER, 5);
    expect(takePrefetchedDraft(client, SURVEY, 10)).toBeNull();
    await expect(takePrefetchedDraft(client, OTHER, 10)).resolves.toBeDefined();
    expect(seen.map((s) => s.surveyId)).toEqual([SURVEY, OTHER]);
  });

  it('keeps a failed request for the store to report, without an unhandled rejection', async () => {
    const link = new ApolloLink(
      () => new Observable((observer) => observer.error(new Error('connection refused'))),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    prefetchDraft(client, SURVEY, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(takePrefetchedDraft(client, SURVEY, 20)).rejects.toThrow('connection refused');
  });
});
