import {
  MAX_QUALITY_PAGE,
  QUALITY_PAGE,
  QUALITY_REASONS,
} from '@survey/domain/results/analysisContract';
import { z } from 'zod';

/** Sessions one exclusion call may name (a whole reason's flagged completes at 100k). */
export const MAX_EXCLUSION_IDS = 20_000;

/** POST …/quality/exclusions (ExclusionRequest): by ids, or every included complete of a reason. */
export const ExclusionInput = z.union([
  z.strictObject({
    surveyId: z.guid(),
    sessionIds: z.array(z.guid()).min(1).max(MAX_EXCLUSION_IDS),
    excluded: z.boolean(),
  }),
  z.strictObject({
    surveyId: z.guid(),
    reason: z.enum(QUALITY_REASONS),
    excluded: z.literal(true),
  }),
]);
export type ExclusionInput = z.infer<typeof ExclusionInput>;

/** GET …/quality?surveyId=&offset=&limit= (a page of the flagged-completes list). */
export const QualityInput = z.object({
  surveyId: z.guid(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_QUALITY_PAGE).default(QUALITY_PAGE),
});
export type QualityInput = z.infer<typeof QualityInput>;
