import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  purchaseDays,
  startDayNeedsReset,
  type CalendarDay,
  type PurchaseDays,
} from '@survey/domain/launch/fieldworkDates';
import { useEffect, useRef, useState } from 'react';
import {
  AudienceCostQuoteDocument,
  ConfirmFieldworkDocument,
  type ConfirmFieldworkFieldsFragment,
} from '../../gql/fieldwork/graphql.ts';
import type { ConfirmOrderFieldsFragment } from '../../gql/order/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { useFeasibility } from '../audience/index.ts';
import { PreviewLink } from '../survey/index.ts';
import { ConfirmStepBar, useConfirmReadiness } from './ConfirmStepBar.tsx';
import { costLines } from './costLines.ts';
import { CostBreakdown } from './CostBreakdown.tsx';
import { DataQualityReview } from './DataQualityReview.tsx';
import { ProjectOverview } from './ProjectOverview.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { PurchaseDialog } from './PurchaseDialog.tsx';
import { NotReadyList } from './PurchaseProblem.tsx';
import { SoftLaunchStep } from './SoftLaunchStep.tsx';
import { StartDateStep } from './StartDateStep.tsx';
import { useFieldworkSave } from './useFieldworkSave.ts';

interface ConfirmStepsProps {
  surveyId: string;
  projectName: string;
  today: CalendarDay;
  onPurchased: (order: ConfirmOrderFieldsFragment, dates: PurchaseDays) => void;
  onAlreadyBought: () => void;
}

/** The confirm page before purchase: start date, soft launch, quality, overview, cost. */
export function ConfirmSteps(props: ConfirmStepsProps) {
  const { surveyId } = props;
  const fieldwork = useQuery(ConfirmFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const fw = fieldwork.data?.fieldwork;
  return (
    <>
      <ConfirmStepBar surveyId={surveyId} />
      {fw ? (
        <ConfirmForm {...props} fieldwork={fw} />
      ) : fieldwork.error ? (
        <Alert
          severity="error"
          sx={{ mx: 6, my: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void fieldwork.refetch()}>
              Try again
            </Button>
          }
        >
          The survey's fieldwork could not be loaded.
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={400} sx={{ mx: 6, my: 3 }} />
      )}
    </>
  );
}

function ConfirmForm(props: ConfirmStepsProps & { fieldwork: ConfirmFieldworkFieldsFragment }) {
  const { surveyId, fieldwork, today } = props;
  const [purchasing, setPurchasing] = useState(false);
  // The price the purchase will charge (the header's cost block asks the same query).
  const quote = useQuery(AudienceCostQuoteDocument, {
    variables: { surveyId, purchase: true },
    context: serviceContext.fieldwork,
  });
  const feasibility = useFeasibility(surveyId);
  const readiness = useConfirmReadiness(surveyId);
  const save = useFieldworkSave(fieldwork);
  const estimate = feasibility.data?.getFeasibilityEstimate;
  const deliveryDays = estimate?.estimatedDeliveryTime ?? null;
  const q = quote.data?.getCostQuote;
  const completes = fieldwork.samplesNeeded.unadjusted;
  const savedStart = fieldwork.duration.startDate;
  const dates = purchaseDays({
    start: savedStart,
    end: fieldwork.duration.endDate,
    today,
    deliveryDays,
  });

  // Spec 3 §4 Purchase: a start date before today (or none) becomes today, and the end moves
  // with it. Once the delivery estimate is known (or failed), and once per visit.
  const resetDone = useRef(false);
  const estimateSettled = Boolean(feasibility.data) || Boolean(feasibility.error);
  const { saveDates } = save;
  useEffect(() => {
    if (resetDone.current || !estimateSettled || !startDayNeedsReset(savedStart, today)) return;
    resetDone.current = true;
    const fixed = purchaseDays({ start: null, today, deliveryDays });
    void saveDates(fixed.start, fixed.end);
  }, [estimateSettled, savedStart, today, deliveryDays, saveDates]);

  const cost = q ? costLines(q.cpi.amount, completes, q.cpi.currency) : null;
  const canConfirm = Boolean(q && estimate) && readiness.ready;
  const openPurchase = () => {
    trackEvent('Opened Purchase Dialog', { surveyId });
    setPurchasing(true);
  };

  return (
    // A region, not a second main: the layout's main holds the whole page.
    <Box component="section" aria-labelledby="confirm-title" sx={{ px: 6, pb: 4 }}>
      <Typography id="confirm-title" variant="h2" sx={{ mb: 2 }}>
        Confirm and launch
      </Typography>
      {readiness.known && !readiness.ready ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <NotReadyList surveyId={surveyId} reasons={readiness.reasons} />
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <StartDateStep
            savedStart={savedStart}
            savedEnd={fieldwork.duration.endDate}
            deliveryDays={deliveryDays}
            today={today}
            failed={save.datesFailed}
            onSave={(start, end) => void save.saveDates(start, end)}
          />
          <SoftLaunchStep
            saved={fieldwork.softLaunch.samplesNeeded}
            total={completes}
            failed={save.softLaunchFailed}
            onSave={(n) => void save.saveSoftLaunch(n)}
          />
          <DataQualityReview />
          <ProjectOverview
            surveyId={surveyId}
            fieldwork={fieldwork}
            lengthOfInterview={q?.lengthOfInterview ?? null}
          />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <CostBreakdown cost={cost} canConfirm={canConfirm} onConfirm={openPurchase} />
        </Box>
      </Box>
      <Box component="footer" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 3 }}>
        <PreviewLink surveyId={surveyId} />
        <Button variant="contained" disabled={!canConfirm} onClick={openPurchase}>
          Confirm
        </Button>
      </Box>
      {purchasing && q && estimate ? (
        <PurchaseDialog
          surveyId={surveyId}
          projectName={props.projectName}
          completes={completes}
          startDay={dates.start}
          softLaunchCompletes={fieldwork.softLaunch.samplesNeeded}
          quote={q.cpi}
          feasibility={estimate.feasibility}
          requoting={quote.loading}
          onRequote={() => void quote.refetch().catch(() => undefined)}
          onClose={() => setPurchasing(false)}
          onPurchased={(order) => props.onPurchased(order, dates)}
          onAlreadyBought={props.onAlreadyBought}
        />
      ) : null}
    </Box>
  );
}
