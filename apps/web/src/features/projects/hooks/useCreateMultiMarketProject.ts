import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreateMultiMarketProjectDocument } from '../../../gql/market/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';

export interface NewMultiMarketProject {
  title: string;
  completes: number;
  countryCodes: string[];
}

/**
 * Issue 37 §3: creates the multi-market project in one call (the server creates every market's
 * survey, fieldwork and the one questionnaire in one transaction), then opens the lead market's
 * audience page. A failed call created nothing, so trying again is safe.
 */
export function useCreateMultiMarketProject() {
  const navigate = useNavigate();
  const { accountId, email } = useProfileContext();
  const [mutate] = useMutation(CreateMultiMarketProjectDocument, {
    context: serviceContext.market,
    refetchQueries: ['SearchProjects'],
  });
  const [state, setState] = useState<'idle' | 'creating' | 'failed'>('idle');

  const create = async (input: NewMultiMarketProject): Promise<boolean> => {
    if (!accountId || !email) return false;
    setState('creating');
    try {
      const { data } = await mutate({
        variables: {
          name: input.title.trim(),
          accountId,
          creator: email,
          countryCodes: input.countryCodes,
          samplesNeeded: input.completes,
        },
      });
      const lead = data?.createMultiMarketProject.markets[0]?.surveyId;
      if (!lead) throw new Error('The new project has no market');
      setState('idle');
      void navigate(`/survey/${encodeURIComponent(lead)}/audience`);
      return true;
    } catch {
      setState('failed');
      return false;
    }
  };

  return { create, creating: state === 'creating', failed: state === 'failed' };
}
