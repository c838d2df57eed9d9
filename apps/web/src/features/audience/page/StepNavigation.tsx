import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import {
  AudienceCostQuoteDocument,
  UpdateAudienceFieldworkDocument,
} from '../../../gql/fieldwork/graphql.ts';
import { AudienceQuestionnaireSummaryDocument } from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useUserAction } from '../../projects/index.ts';
import { useAudienceStatus } from '../audienceStatus.ts';
import {
  confirmStepEnabled,
  StepNavigation as Steps,
  surveyStepEnabled,
  type StepTargets,
} from '../../survey/index.ts';

/**
 * Audience / Survey / Confirm, with the spec's enabling rules, on the audience page. A market's
 * steps are gated by the lead's questionnaire and lead to it and to the one purchase (`targets`).
 */
export function StepNavigation({ surveyId, targets }: { surveyId: string; targets: StepTargets }) {
  const navigate = useNavigate();
  const status = useAudienceStatus(surveyId);
  const summary = useQuery(AudienceQuestionnaireSummaryDocument, {
    variables: { surveyId: targets.questionnaireSurveyId },
    context: serviceContext.questionnaire,
    ...(targets.market && { fetchPolicy: 'cache-and-network' as const }),
  });
  const client = useApolloClient();
  const [updateFieldwork] = useMutation(UpdateAudienceFieldworkDocument, {
    context: serviceContext.fieldwork,
  });
  const { busy, run } = useUserAction('The survey could not be saved. Please try again.');
  const entryCount = summary.data?.draftQuestionnaireSummary?.entryCount ?? 0;
  const errorCount = summary.data?.draftQuestionnaireSummary?.validationErrorCount ?? 0;
  // Unknown until both answers arrive: the steps wait rather than open early.
  const gate = status.loading ? { valid: false, feasible: false } : status;
  // Spec 2 §2: Confirm saves the interview length first and moves on only once that worked. The
  // length saved is the one the purchase is priced at (spec 3 §9: 5 minutes when none is set,
  // never below the questionnaire's estimate), asked of the server, which holds that one rule: the
  // fieldwork's own figure reads 2 minutes while unset (spec 2 §9), a fallback not to be stored.
  // A market's purchase prices every market at the lead questionnaire's length itself.
  const handleConfirm = () =>
    void run(async () => {
      if (targets.market) {
        await navigate(targets.confirmPath);
        return;
      }
      const quote = await client.query({
        query: AudienceCostQuoteDocument,
        variables: { surveyId, purchase: true },
        context: serviceContext.fieldwork,
        fetchPolicy: 'network-only',
      });
      const loi = quote.data?.getCostQuote.lengthOfInterview;
      if (loi === undefined) throw new Error('the cost quote did not answer');
      await updateFieldwork({ variables: { surveyId, lengthOfInterview: loi } });
      await navigate(targets.confirmPath);
    });
  return (
    <Steps
      surveyId={surveyId}
      current="audience"
      questionnairePath={targets.questionnairePath}
      surveyEnabled={surveyStepEnabled(gate, entryCount)}
      confirmEnabled={!busy && confirmStepEnabled(gate, entryCount, errorCount)}
      onConfirm={handleConfirm}
      confirmBusy={busy}
    />
  );
}
