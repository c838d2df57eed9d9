import { useApolloClient } from '@apollo/client/react';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { useEffect, useState } from 'react';
import { DraftQuestionnaireDocument } from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { toConfirmedDraft } from '../../../lib/toQuestionnaire.ts';

export type SourceDraft =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; document: Questionnaire };

/** The draft questionnaire of the survey chosen in the import dialog, as a domain document. */
export function useSourceDraft(surveyId: string): { draft: SourceDraft; retry: () => void } {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; draft: SourceDraft } | null>(null);
  const key = `${surveyId}#${attempt}`;

  useEffect(() => {
    let live = true;
    client
      .query({
        query: DraftQuestionnaireDocument,
        variables: { surveyId },
        // Read once for the dialog; no need to normalise a whole draft into the cache.
        fetchPolicy: 'no-cache',
        context: serviceContext.questionnaire,
      })
      .then(({ data }) => {
        if (!live) return;
        if (!data) throw new Error('Empty answer');
        const { document } = toConfirmedDraft(data.draftQuestionnaire);
        setLoaded({ key, draft: { state: 'ready', document } });
      })
      .catch(() => {
        // Apollo's link reports the failure; the dialog offers a retry.
        if (live) setLoaded({ key, draft: { state: 'error' } });
      });
    return () => {
      live = false;
    };
  }, [client, surveyId, key]);

  return {
    draft: loaded?.key === key ? loaded.draft : { state: 'loading' },
    retry: () => setAttempt((n) => n + 1),
  };
}
