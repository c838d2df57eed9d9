import {
  DATA_TABLE_REQUEST_TYPES,
  DATA_TABLE_WEIGHTINGS,
} from '@survey/domain/requests/dataTables';
import { MAX_FOLLOW_UP_IDS } from '@survey/domain/requests/followUpIds';
import { z } from 'zod';

/** POST data-table-requests. */
export const DataTableRequestInput = z.strictObject({
  surveyId: z.guid(),
  requestType: z.enum(DATA_TABLE_REQUEST_TYPES),
  weighting: z.enum(DATA_TABLE_WEIGHTINGS),
  clientRequestId: z.guid().optional(),
});
export type DataTableRequestInput = z.infer<typeof DataTableRequestInput>;

/** Retried requests carry the same id (`clientRequestId`): the team gets one message. */
const KNOWN_FIELDS = new Set(['surveyId', 'accountId', 'clientRequestId']);

/** Keys of the form `{product}RespondentIds` (spec 3 §7). */
export const RESPONDENT_IDS_KEY = /^[a-z][A-Za-z0-9]*RespondentIds$/;

/**
 * POST retargeting: `{surveyId, accountId, {product}RespondentIds}` with exactly one ids key.
 * Each element is split again by the domain's splitter, so a pasted "a, b" element is two ids;
 * the count and length limits apply to the ids after splitting (followUpIdsProblem).
 */
export const RetargetingInput = z
  .looseObject({ surveyId: z.guid(), accountId: z.guid(), clientRequestId: z.guid().optional() })
  .transform((body, ctx) => {
    const rest = Object.entries(body).filter(([k]) => !KNOWN_FIELDS.has(k));
    const [entry, ...more] = rest;
    if (!entry || more.length > 0 || !RESPONDENT_IDS_KEY.test(entry[0])) {
      ctx.addIssue({
        code: 'custom',
        path: [entry?.[0] ?? 'respondentIds'],
        message: 'expected exactly one {product}RespondentIds list and no other field',
      });
      return z.NEVER;
    }
    const ids = IdList.safeParse(entry[1]);
    if (!ids.success) {
      ctx.addIssue({
        code: 'custom',
        path: [entry[0]],
        message: `a list of at most ${MAX_FOLLOW_UP_IDS} strings`,
      });
      return z.NEVER;
    }
    return {
      surveyId: body.surveyId,
      accountId: body.accountId,
      clientRequestId: body.clientRequestId,
      key: entry[0],
      ids: ids.data,
    };
  });
export type RetargetingInput = z.infer<typeof RetargetingInput>;

const IdList = z.array(z.string().max(10_000)).max(MAX_FOLLOW_UP_IDS);
