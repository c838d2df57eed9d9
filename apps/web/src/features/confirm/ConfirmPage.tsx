import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { replacementCredit } from '@survey/domain/quality/replacements';
import { utcDay, type CalendarDay, type PurchaseDays } from '@survey/domain/launch/fieldworkDates';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ConfirmFieldworkDocument } from '../../gql/fieldwork/graphql.ts';
import {
  ConfirmSurveyOrderDocument,
  type ConfirmOrderFieldsFragment,
} from '../../gql/order/graphql.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { NotFoundPage } from '../errors/index.ts';
import {
  isNotFound,
  isSurveyId,
  SurveyFrame,
  SurveyHeader,
  stepTargets,
  SurveyUnavailable,
} from '../survey/index.ts';
import { ConfirmSteps } from './ConfirmSteps.tsx';
import { formatDay, launchMessage, orderStatusMessage } from './confirmTexts.ts';
import { LaunchConfirmed } from './LaunchConfirmed.tsx';

interface Bought {
  order: ConfirmOrderFieldsFragment;
  dates: PurchaseDays;
}

/** A survey that has an order already: when it was bought and when it is live. */
function PurchasedAlready(props: {
  surveyId: string;
  order: ConfirmOrderFieldsFragment;
  today: CalendarDay;
}) {
  const { surveyId, order, today } = props;
  const fieldwork = useQuery(ConfirmFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const start = fieldwork.data?.fieldwork?.duration.startDate;
  return (
    <LaunchConfirmed
      surveyId={surveyId}
      title={`This survey was purchased on ${formatDay(order.createdDate)}.`}
      message={orderStatusMessage(order.status, start, today)}
      credit={replacementCredit(order.replacedCompletes)}
    />
  );
}

/**
 * Decides between buying and having bought. A bought survey is never offered for sale again: it
 * shows when it was bought and leads to the project (the server refuses a second order anyway).
 */
function ConfirmBody({ surveyId, projectName }: { surveyId: string; projectName: string }) {
  // One "today" per visit, so the page does not change its mind at midnight.
  const [today] = useState(() => utcDay(new Date()));
  useEffect(() => trackEvent('Viewed Confirm Page', { surveyId }), [surveyId]);
  const [bought, setBought] = useState<Bought | null>(null);
  const order = useQuery(ConfirmSurveyOrderDocument, {
    variables: { surveyId },
    context: serviceContext.order,
    fetchPolicy: 'cache-and-network',
  });
  if (bought) {
    // The order's status is the server's word on it: Live now, or Scheduled for the start.
    const liveOn = bought.order.status === 'Live' ? null : bought.dates.start;
    return (
      <LaunchConfirmed
        surveyId={surveyId}
        title="Launch confirmed"
        message={launchMessage(liveOn)}
      />
    );
  }
  if (isNotFound(order.error)) return <SurveyUnavailable />;
  if (order.data?.surveyOrder) {
    return <PurchasedAlready surveyId={surveyId} order={order.data.surveyOrder} today={today} />;
  }
  if (!order.data) {
    if (!order.error) return <PageLoading label="Loading the order" />;
    return (
      <Alert
        severity="error"
        sx={{ mx: 6, my: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void order.refetch()}>
            Try again
          </Button>
        }
      >
        The survey's order could not be loaded.
      </Alert>
    );
  }
  return (
    <ConfirmSteps
      surveyId={surveyId}
      projectName={projectName}
      today={today}
      onPurchased={(o, dates) => setBought({ order: o, dates })}
      onAlreadyBought={() => void order.refetch()}
    />
  );
}

/** /survey/{surveyId}/confirm: choose the start, review, and buy (spec 3 §2). */
export function ConfirmPage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  return (
    <SurveyFrame key={surveyId} surveyId={surveyId}>
      {(project) => {
        // Markets are bought together, never one alone (the server refuses: MULTI_MARKET_PURCHASE).
        const targets = stepTargets(project, surveyId);
        if (targets.market) return <Navigate to={targets.confirmPath} replace />;
        return (
          <>
            {/* The footer has Preview, beside Confirm. */}
            <SurveyHeader
              project={project}
              surveyId={surveyId}
              page="confirm"
              showPreview={false}
            />
            <ConfirmBody surveyId={surveyId} projectName={project.name} />
          </>
        );
      }}
    </SurveyFrame>
  );
}
