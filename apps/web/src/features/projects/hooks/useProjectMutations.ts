import { useApolloClient, useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { UpdateSurveyOrderDocument } from '../../../gql/order/graphql.ts';
import {
  DeleteProjectDocument,
  UpdateProjectDocument,
  UpdateSurveyDocument,
} from '../../../gql/project/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';

/**
 * Runs a user action: busy while it runs; a short error snackbar when it fails (the failure itself
 * is reported by the GraphQL client). Resolves true on success.
 */
export function useUserAction(failureMessage: string) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch {
      enqueueSnackbar(failureMessage, { variant: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Deletes a project and drops it from every cached list. */
export function useDeleteProject() {
  const client = useApolloClient();
  const [deleteProject] = useMutation(DeleteProjectDocument, { context: serviceContext.project });
  return async (projectId: string, accountId: string) => {
    await deleteProject({ variables: { projectId, accountId } });
    // Lists drop references to an evicted project on their own.
    client.cache.evict({ id: client.cache.identify({ __typename: 'Project', projectId }) });
    client.cache.gc();
  };
}

/**
 * Spec 1 §4: pause (live -> paused) or unpause (paused -> live). The order status goes first; the
 * survey state follows, and the cached survey (and so every list showing it) updates from the
 * mutation's answer.
 */
export function useSetPaused() {
  const [updateOrder] = useMutation(UpdateSurveyOrderDocument, { context: serviceContext.order });
  const [updateSurvey] = useMutation(UpdateSurveyDocument, { context: serviceContext.project });
  return async (surveyId: string, paused: boolean) => {
    await updateOrder({ variables: { surveyId, orderStatus: paused ? 'Paused' : 'Live' } });
    await updateSurvey({ variables: { surveyId, state: paused ? 'paused' : 'live' } });
  };
}

/** Renames a project; the cached project updates from the answer. */
export function useRenameProject() {
  const [updateProject] = useMutation(UpdateProjectDocument, { context: serviceContext.project });
  return async (projectId: string, name: string) => {
    await updateProject({ variables: { projectId, name } });
  };
}
