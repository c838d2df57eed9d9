import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  UpdateConfirmDatesDocument,
  UpdateSoftLaunchDocument,
  type ConfirmFieldworkFieldsFragment,
} from '../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

// Failures are shown beside the control; error tracking gets the rest (spec 3 §8).
const context = serviceContext.fieldwork;

/**
 * The confirm page's two fieldwork saves, applied to the cache at once (the answer replaces
 * it), with whether the last one of each failed.
 */
export function useFieldworkSave(fieldwork: ConfirmFieldworkFieldsFragment) {
  const [datesFailed, setDatesFailed] = useState(false);
  const [softLaunchFailed, setSoftLaunchFailed] = useState<string | null>(null);
  const [updateDates] = useMutation(UpdateConfirmDatesDocument, { context });
  const [updateSoftLaunch] = useMutation(UpdateSoftLaunchDocument, { context });
  const { surveyId } = fieldwork;

  const saveDates = async (startDate: string, endDate: string) => {
    setDatesFailed(false);
    try {
      await updateDates({
        variables: { surveyId, startDate, endDate },
        optimisticResponse: {
          updateFieldwork: {
            ...fieldwork,
            duration: { ...fieldwork.duration, startDate, endDate },
          },
        },
      });
    } catch {
      setDatesFailed(true);
    }
  };

  const saveSoftLaunch = async (samplesNeeded: number) => {
    setSoftLaunchFailed(null);
    try {
      await updateSoftLaunch({
        variables: { surveyId, samplesNeeded },
        optimisticResponse: {
          updateFieldwork: {
            ...fieldwork,
            softLaunch: { ...fieldwork.softLaunch, samplesNeeded },
            isConfiguredForSoftLaunch: samplesNeeded > 0,
          },
        },
      });
    } catch (error) {
      // The server's refusal says what is wrong (the range message); anything else is generic.
      const message =
        error instanceof Error && /^Number of completes/.test(error.message)
          ? error.message
          : 'The soft launch could not be saved. Please try again.';
      setSoftLaunchFailed(message);
    }
  };

  return { saveDates, datesFailed, saveSoftLaunch, softLaunchFailed };
}
