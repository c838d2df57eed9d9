import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { notReadyReasons } from '@survey/domain/launch/purchase';
import { AudienceQuestionnaireSummaryDocument } from '../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { CostPanel, useAudienceStatus } from '../audience/index.ts';
import { confirmStepEnabled, StepNavigation, surveyStepEnabled } from '../survey/index.ts';
import { notReadyReasonsOf } from './purchaseFailure.ts';

/** Whether the survey may be bought, by the step rules of spec 2 §2 (the server checks again). */
export function useConfirmReadiness(surveyId: string) {
  const status = useAudienceStatus(surveyId);
  const summary = useQuery(AudienceQuestionnaireSummaryDocument, {
    variables: { surveyId },
    context: serviceContext.questionnaire,
  });
  const draft = summary.data?.draftQuestionnaireSummary;
  const entryCount = draft?.entryCount ?? 0;
  const errorCount = draft?.validationErrorCount ?? 0;
  const gate = status.loading ? { valid: false, feasible: false } : status;
  const known = !status.loading && Boolean(summary.data);
  return {
    known,
    ready: confirmStepEnabled(gate, entryCount, errorCount),
    // The order service's own words for what is missing (it refuses the purchase alike).
    reasons: known
      ? notReadyReasonsOf(
          notReadyReasons({
            hasFieldwork: true,
            audienceValid: status.valid,
            feasible: status.feasible,
            entryCount,
            validationErrorCount: errorCount,
          }),
        )
      : [],
    surveyEnabled: surveyStepEnabled(gate, entryCount),
  };
}

/** Steps with Confirm current, and the header's cost and fieldwork block (spec 3 §2 Headers). */
export function ConfirmStepBar({ surveyId }: { surveyId: string }) {
  const readiness = useConfirmReadiness(surveyId);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: 6,
        py: 2,
      }}
    >
      <StepNavigation
        surveyId={surveyId}
        current="confirm"
        surveyEnabled={readiness.surveyEnabled}
        // The current step: pressing it again stays here.
        confirmEnabled
        onConfirm={() => undefined}
      />
      <Box sx={{ flex: 1 }} />
      <CostPanel surveyId={surveyId} hasQuestions context="complete" compact />
    </Box>
  );
}
