import { useQuery } from '@apollo/client/react';
import type { SurveyState } from '@survey/domain/projects/constants';
import { launchControls } from '@survey/domain/launch/launchControls';
import { ResultsFieldworkDocument } from '../../../gql/fieldwork/graphql.ts';
import { ResultsSurveyOrderDocument } from '../../../gql/order/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { PROGRESS_POLL_MS, useResultsProgress } from '../useResultsProgress.ts';

/**
 * What the launch controls of a purchased survey read (order, fieldwork, progress), and what
 * `launchControls` makes of them. The results header and the cost panel's Actions menu both take
 * their controls from here, so the two can never offer different actions.
 * `poll`: refresh order and progress every 10 s (the results header of a live survey).
 */
export function useLaunchState(
  surveyId: string,
  surveyState: SurveyState,
  poll: boolean,
  /** Grows when the progress must be read again at once (exclusions changed). */
  reload = 0,
) {
  const pollInterval = poll ? PROGRESS_POLL_MS : 0;
  // From the server on every visit: the confirm page may have cached "no order yet" before the
  // purchase, and the respondent side moves the order (soft launch reached, sample complete).
  const order = useQuery(ResultsSurveyOrderDocument, {
    variables: { surveyId },
    context: serviceContext.order,
    fetchPolicy: 'cache-and-network',
    pollInterval,
  }).data?.surveyOrder;
  const fieldwork = useQuery(ResultsFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  }).data?.fieldwork;
  const { progress, failed } = useResultsProgress(surveyId, poll, reload);

  const collected = progress?.samplesCollected ?? 0;
  const samplesNeeded = fieldwork?.samplesNeeded.unadjusted ?? progress?.samplesWanted ?? 0;
  const controls = launchControls({
    surveyState,
    order: order
      ? {
          isSoftLaunch: order.isSoftLaunch,
          status: order.status,
          supplierOrderSamples: [...order.panelSupplierOrders]
            .sort((a, b) => a.orderNumber - b.orderNumber)
            .map((supplierOrder) => supplierOrder.samplesNeeded),
        }
      : null,
    samplesNeeded,
    collected,
  });
  return { controls, fieldwork, progress, progressFailed: failed, collected };
}
