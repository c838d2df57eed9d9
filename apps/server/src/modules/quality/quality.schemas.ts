import { z } from 'zod';

/** Sessions one exclusion call may name (a whole reason's flagged completes at 100k). */
export const MAX_EXCLUSION_IDS = 20_000;

/** POST …/quality/exclusions (ExclusionRequest). */
export const ExclusionInput = z.strictObject({
  surveyId: z.guid(),
  sessionIds: z.array(z.guid()).min(1).max(MAX_EXCLUSION_IDS),
  excluded: z.boolean(),
});
export type ExclusionInput = z.infer<typeof ExclusionInput>;

/** GET …/quality?surveyId= (the flagged-completes list). */
export const QualityInput = z.object({ surveyId: z.guid() });
