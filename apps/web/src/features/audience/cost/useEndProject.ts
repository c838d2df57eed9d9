import { useMutation } from '@apollo/client/react';
import { UpdateSurveyOrderDocument } from '../../../gql/order/graphql.ts';
import { UpdateSurveyDocument } from '../../../gql/project/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

/** Spec 1 §4 End project: the order completes first, then the survey (the projects' pause order). */
export function useEndProject() {
  const [updateOrder] = useMutation(UpdateSurveyOrderDocument, { context: serviceContext.order });
  const [updateSurvey] = useMutation(UpdateSurveyDocument, { context: serviceContext.project });
  return async (surveyId: string) => {
    await updateOrder({ variables: { surveyId, orderStatus: 'Completed' } });
    await updateSurvey({ variables: { surveyId, state: 'completed' } });
  };
}
