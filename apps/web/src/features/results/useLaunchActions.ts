import { useMutation } from '@apollo/client/react';
import { FULL_LAUNCH_DESCRIPTION } from '@survey/domain/launch/purchase';
import { AddFullLaunchOrderDocument, EndSurveyOrderDocument } from '../../gql/order/graphql.ts';
import { UpdateSurveyDocument } from '../../gql/project/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

/**
 * Spec 3 §4 End project: the order status goes to Completed first, then the survey state (the same
 * order-then-survey sequence as pause, spec 1 §4). The cache updates from both answers.
 */
export function useEndProject() {
  const [endOrder] = useMutation(EndSurveyOrderDocument, { context: serviceContext.order });
  const [updateSurvey] = useMutation(UpdateSurveyDocument, { context: serviceContext.project });
  return async (surveyId: string) => {
    await endOrder({ variables: { surveyId } });
    await updateSurvey({ variables: { surveyId, state: 'completed' } });
  };
}

/** Spec 3 §4 Full launch: a second panel supplier order for the remaining samples. */
export function useFullLaunch() {
  const [addOrder] = useMutation(AddFullLaunchOrderDocument, { context: serviceContext.order });
  return async (surveyId: string, samplesNeeded: number) => {
    await addOrder({
      variables: { surveyId, orderDescription: FULL_LAUNCH_DESCRIPTION, samplesNeeded },
    });
  };
}
