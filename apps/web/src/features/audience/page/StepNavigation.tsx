import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import {
  AudienceFieldworkDocument,
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
} from '../../survey/index.ts';

/** Audience / Survey / Confirm, with the spec's enabling rules, on the audience page. */
export function StepNavigation({ surveyId }: { surveyId: string }) {
  const navigate = useNavigate();
  const status = useAudienceStatus(surveyId);
  const summary = useQuery(AudienceQuestionnaireSummaryDocument, {
    variables: { surveyId },
    context: serviceContext.questionnaire,
  });
  const fieldwork = useQuery(AudienceFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const [updateFieldwork] = useMutation(UpdateAudienceFieldworkDocument, {
    context: serviceContext.fieldwork,
  });
  const { busy, run } = useUserAction('The survey could not be saved. Please try again.');
  const entryCount = summary.data?.draftQuestionnaireSummary?.entryCount ?? 0;
  const errorCount = summary.data?.draftQuestionnaireSummary?.validationErrorCount ?? 0;
  // Unknown until both answers arrive: the steps wait rather than open early.
  const gate = status.loading ? { valid: false, feasible: false } : status;
  const base = `/survey/${surveyId}`;
  // Spec 2 §2: Confirm saves the interview length first and moves on only once that worked.
  const handleConfirm = () =>
    void run(async () => {
      const loi = fieldwork.data?.fieldwork?.lengthOfInterview.adjusted ?? null;
      await updateFieldwork({ variables: { surveyId, lengthOfInterview: loi } });
      await navigate(`${base}/confirm`);
    });
  return (
    <Steps
      surveyId={surveyId}
      current="audience"
      surveyEnabled={surveyStepEnabled(gate, entryCount)}
      confirmEnabled={!busy && confirmStepEnabled(gate, entryCount, errorCount)}
      onConfirm={handleConfirm}
      confirmBusy={busy}
    />
  );
}
