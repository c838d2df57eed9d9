import type { ApolloClient } from '@apollo/client';
import { ProjectBySurveyIdDocument } from '../../gql/project/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

/**
 * The survey pages' project query, as `SurveyFrame` asks it. P5: a survey route's loader sends it
 * with the route, beside the page's scripts, so the frame finds the project in the cache (or joins
 * the request in flight: Apollo deduplicates identical queries) instead of asking only once its
 * chunk has loaded and rendered, a round trip before the editor's first card could draw.
 */
export function projectQuery(surveyId: string) {
  return {
    query: ProjectBySurveyIdDocument,
    variables: { surveyId },
    context: serviceContext.project,
  } as const;
}

/** Starts loading the survey's project into the cache; the frame reports a failure itself. */
export function prefetchSurveyProject(client: ApolloClient, surveyId: string): void {
  client.query(projectQuery(surveyId)).catch(() => undefined);
}
