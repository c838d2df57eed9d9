import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import {
  AudienceFieldworkDocument,
  UpdateAudienceFieldworkDocument,
} from '../../../gql/fieldwork/graphql.ts';
import { AudienceQuestionnaireSummaryDocument } from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useUserAction } from '../../projects/hooks/useProjectMutations.ts';
import { useAudienceStatus } from '../audienceStatus.ts';
import { confirmStepEnabled, surveyStepEnabled } from './stepRules.ts';

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
  const inputs = {
    audienceValid: status.valid,
    audienceFeasible: status.feasible,
    questionnaireEntries: summary.data?.draftQuestionnaireSummary?.entryCount ?? 0,
    questionnaireErrors: summary.data?.draftQuestionnaireSummary?.validationErrorCount ?? 0,
  };
  const base = `/survey/${surveyId}`;
  // Spec 2 §2: Confirm saves the interview length first and moves on only once that worked.
  const handleConfirm = () =>
    void run(async () => {
      const loi = fieldwork.data?.fieldwork?.lengthOfInterview.adjusted ?? null;
      await updateFieldwork({ variables: { surveyId, lengthOfInterview: loi } });
      await navigate(`${base}/confirm`);
    });
  return (
    <Box component="nav" aria-label="Survey steps" sx={{ display: 'flex', gap: 1 }}>
      <Button aria-current="step" variant="contained" size="small">
        Audience
      </Button>
      <Button
        size="small"
        disabled={status.loading || !surveyStepEnabled(inputs)}
        onClick={() => void navigate(`${base}/questionnaire`)}
      >
        Survey
      </Button>
      <Button
        size="small"
        disabled={status.loading || busy || !confirmStepEnabled(inputs)}
        onClick={handleConfirm}
      >
        Confirm
      </Button>
    </Box>
  );
}
