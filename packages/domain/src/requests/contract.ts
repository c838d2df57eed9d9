/**
 * The wire contract of the two requests the results page sends to the team (types only; the
 * server validates with zod at the edge). Both answer only for a Completed survey of the caller's
 * account: 404 for an unknown or another account's survey, 409 SURVEY_NOT_COMPLETED otherwise.
 */
import type { DataTableRequestType, DataTableWeighting } from './dataTables.ts';

/** Under the dashboard API (/v1/dashboard/api/v1.0). */
export const DATA_TABLE_REQUESTS_PATH = 'data-table-requests';
export const RETARGETING_PATH = 'retargeting';

/** POST data-table-requests. */
export interface DataTableRequestBody {
  surveyId: string;
  requestType: DataTableRequestType;
  weighting: DataTableWeighting;
  /** Optional, ours: the same id on a retried request makes the team get one message. */
  clientRequestId?: string;
}

/**
 * POST retargeting (spec 3 §7): `{surveyId, accountId, {product}RespondentIds}`, the ids under the
 * key `followUpIdsKey(panel supplier)`, e.g. `simulatedRespondentIds`; optionally (ours) a
 * `clientRequestId` that makes a retried request send one message.
 */
export type RetargetingBody = { surveyId: string; accountId: string } & Record<
  string,
  string | string[]
>;

/** 202 of POST retargeting: the ids sent on, and those that are not completes of the survey. */
export interface RetargetingAnswer {
  acceptedIds: string[];
  notFoundIds: string[];
}
