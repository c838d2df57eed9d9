import { useQuery } from '@apollo/client/react';
import { MarketsDocument } from '../../../gql/market/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

/** The markets of the survey's multi-market project (lead first); skipped for an ad hoc one. */
export function useMarkets(surveyId: string, skip = false) {
  return useQuery(MarketsDocument, {
    variables: { surveyId },
    context: serviceContext.market,
    skip,
  });
}

/** 'United Kingdom, Germany, France': the results header's Markets fact. */
export const marketNames = (markets: readonly { countryName: string }[]) =>
  markets.map((m) => m.countryName).join(', ');
