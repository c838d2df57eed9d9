import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { prefetchSurveyProject, projectQuery } from './projectPrefetch.ts';

const SURVEY = '3f2b7c1e-8d4a-4b6e-9c2d-1a2b3c4d5e6f';

/** A real Apollo client whose link answers after `release()` and counts what reached it. */
function heldClient() {
  const seen: (string | undefined)[] = [];
  const waiting: (() => void)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push(operation.operationName);
        waiting.push(() => {
          observer.next({ data: { projectBySurveyId: null } });
          observer.complete();
        });
      }),
  );
  const release = () => waiting.splice(0).forEach((answer) => answer());
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), seen, release };
}

describe('project prefetch (P5: a survey page asks for its project with the route)', () => {
  it('sends the frame’s own query once: the frame joins it in flight and then reads the cache', async () => {
    const { client, seen, release } = heldClient();
    prefetchSurveyProject(client, SURVEY);
    expect(seen).toEqual(['ProjectBySurveyId']);
    const frame = client.query(projectQuery(SURVEY));
    release();
    await expect(frame).resolves.toMatchObject({ data: { projectBySurveyId: null } });
    await client.query(projectQuery(SURVEY));
    expect(seen).toEqual(['ProjectBySurveyId']);
  });

  it('leaves a failure to the frame: nothing is cached, so the frame asks again', async () => {
    const seen: number[] = [];
    const link = new ApolloLink(
      () =>
        new Observable((observer) => {
          seen.push(seen.length);
          observer.error(new Error('offline'));
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    prefetchSurveyProject(client, SURVEY);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(client.query(projectQuery(SURVEY))).rejects.toThrow('offline');
    expect(seen).toHaveLength(2);
  });
});
