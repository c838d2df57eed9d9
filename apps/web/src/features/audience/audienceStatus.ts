import { useQuery } from '@apollo/client/react';
import { isAudienceValid } from '@survey/domain/audience/validate';
import { useMemo } from 'react';
import { DraftAudienceDocument } from '../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { toDomainAudience } from './audienceWire.ts';
import { useFeasibility } from './useFeasibility.ts';

export interface AudienceStatus {
  /** Either answer is still on its way. */
  loading: boolean;
  /** The audience has loaded, so `valid` says something (the estimate may still be on its way). */
  audienceLoaded: boolean;
  /** No member has a blocking error (spec 2 §4 "Audience validity"). */
  valid: boolean;
  /** The panel can deliver the wanted completes (getFeasibilityEstimate). */
  feasible: boolean;
}

/**
 * Validity and feasibility of a survey's audience, for the step navigation (spec 2 §2). Validity
 * is computed by the domain rules on the cached audience, so it follows edits at once; the
 * feasibility estimate is refreshed whenever the server has taken the audience's changes.
 */
export function useAudienceStatus(surveyId: string): AudienceStatus {
  const audience = useQuery(DraftAudienceDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const feasibility = useFeasibility(surveyId);
  const draft = audience.data?.draftAudience;
  const valid = useMemo(() => (draft ? isAudienceValid(toDomainAudience(draft)) : false), [draft]);
  return {
    loading: !draft || !feasibility.data,
    audienceLoaded: Boolean(draft),
    valid,
    feasible: feasibility.data?.getFeasibilityEstimate.isFeasible ?? false,
  };
}
