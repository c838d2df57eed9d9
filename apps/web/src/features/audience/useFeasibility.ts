import { useQuery } from '@apollo/client/react';
import { FeasibilityEstimateDocument } from '../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

/**
 * The feasibility estimate at the fieldwork's length of interview. Every reader asks the same
 * way, so they share one cached answer; the audience store refreshes it after each change.
 */
export function useFeasibility(surveyId: string) {
  return useQuery(FeasibilityEstimateDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
}
