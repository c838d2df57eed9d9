import type {
  RawDataExportJob,
  RawDataExportRequest,
} from '@survey/domain/exports/rawDataContract';
import {
  DATA_TABLE_REQUESTS_PATH,
  RETARGETING_PATH,
  type DataTableRequestBody,
  type RetargetingAnswer,
} from '@survey/domain/requests/contract';
import { followUpIdsKey } from '@survey/domain/requests/followUpIds';
import { authedCall } from '../../../lib/dashboardApi.ts';
import { abortableSleep } from '../../../lib/resultsApi.ts';
import { withRetries } from './retry.ts';

/** The raw-data export's routes under the dashboard API (rawDataContract.ts). */
export const RAW_DATA_EXPORTS_PATH = 'raw-data-exports';

const retrying = <T>(call: () => Promise<T>, signal?: AbortSignal) =>
  withRetries(call, { sleep: abortableSleep, signal });

/** Spec 3 §2 'Request data tables' (README: through the server, not the webhook). */
export function requestDataTables(body: DataTableRequestBody): Promise<void> {
  return retrying(() => authedCall<void>(DATA_TABLE_REQUESTS_PATH, { body }));
}

/** Spec 3 §7 retargeting: `{surveyId, accountId, {product}RespondentIds}`. */
export function requestFollowUp(request: {
  surveyId: string;
  accountId: string;
  panelSupplierCode: string;
  ids: string[];
  clientRequestId: string;
}): Promise<RetargetingAnswer> {
  const body = {
    surveyId: request.surveyId,
    accountId: request.accountId,
    clientRequestId: request.clientRequestId,
    [followUpIdsKey(request.panelSupplierCode)]: request.ids,
  };
  return retrying(() => authedCall<RetargetingAnswer>(RETARGETING_PATH, { body }));
}

/** Starts (or finds the finished) raw-data export job. */
export function startRawDataExport(
  request: RawDataExportRequest,
  signal: AbortSignal,
): Promise<RawDataExportJob> {
  return retrying(
    () => authedCall<RawDataExportJob>(RAW_DATA_EXPORTS_PATH, { body: request, signal }),
    signal,
  );
}

/** The export job's state now. */
export function getRawDataExport(exportId: string, signal: AbortSignal): Promise<RawDataExportJob> {
  return retrying(
    () =>
      authedCall<RawDataExportJob>(`${RAW_DATA_EXPORTS_PATH}/${encodeURIComponent(exportId)}`, {
        signal,
      }),
    signal,
  );
}
