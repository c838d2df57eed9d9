import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  AudienceCostQuoteDocument,
  FeasibilityEstimateDocument,
  type DraftAudienceFieldsFragment,
} from '../../../gql/fieldwork/graphql.ts';
import { authedCall } from '../../../lib/dashboardApi.ts';
import { reportError } from '../../../lib/errorReporting.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';
import { screeningQuestionsOf } from './adjustIrNotification.ts';

// Typing a screening question changes it at every pause; one message per burst of edits is enough.
const NOTIFY_AFTER_MS = 3000;

/**
 * Spec 2 §4: when the screening questions change, the team is told so it can adjust the
 * incidence rate (POST adjustIRSlackNotification, spec 1 §7). Nothing is sent when they are as
 * they were when the dialog opened.
 */
export function useAdjustIrNotification(surveyId: string, audience: DraftAudienceFieldsFragment) {
  const client = useApolloClient();
  const profile = useProfileContext();
  const questions = screeningQuestionsOf(audience);
  const signature = JSON.stringify(questions);
  const first = useRef(signature);
  const latest = useRef({ questions, countryCode: audience.countryCode });
  useEffect(() => {
    latest.current = { questions, countryCode: audience.countryCode };
  });

  useEffect(() => {
    if (signature === first.current || !profile.accountId || !profile.email) return;
    const accountId = profile.accountId;
    const email = profile.email;
    const timer = setTimeout(() => {
      const quote = client.readQuery({ query: AudienceCostQuoteDocument, variables: { surveyId } });
      const estimate = client.readQuery({
        query: FeasibilityEstimateDocument,
        variables: { surveyId },
      });
      first.current = signature;
      authedCall('/adjustIRSlackNotification', {
        method: 'POST',
        body: {
          accountId,
          surveyId,
          country: latest.current.countryCode,
          incidenceRate: quote?.getCostQuote.incidenceRate ?? 100,
          cpi: quote?.getCostQuote.cpi.amount ?? 0,
          loi: quote?.getCostQuote.lengthOfInterview ?? 0,
          userEmailAddress: email,
          isFeasible: estimate?.getFeasibilityEstimate.isFeasible ?? false,
          screeningQuestions: latest.current.questions,
        },
      }).catch((error: unknown) => reportError(error, { operation: 'adjustIRSlackNotification' }));
    }, NOTIFY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signature, client, surveyId, profile.accountId, profile.email]);
}
