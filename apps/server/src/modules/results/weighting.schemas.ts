import { MAX_FILTER_OPTIONS, MAX_ID_LENGTH } from '@survey/domain/results/requestLimits';
import { MAX_WEIGHTING_TARGETS } from '@survey/domain/results/weightingScheme';
import { z } from 'zod';
import { STORABLE, storable } from '../../lib/storableText.ts';

// Question and option ids go into the stored scheme (JSONB): bounded, storable text only.
const Id = z.string().min(1).max(MAX_ID_LENGTH).refine(storable, STORABLE);

const Percents = z
  .record(Id, z.number())
  .refine((p) => Object.keys(p).length <= MAX_FILTER_OPTIONS, {
    message: `At most ${MAX_FILTER_OPTIONS} options per question`,
  });

/**
 * The shape of a weighting scheme (issue 38 §5); its rules (options the question has, sums to
 * 100, floor and cap) are the domain's `checkWeightingScheme`, run by the service.
 */
export const SetWeightingInput = z.object({
  surveyId: z.guid(),
  scheme: z.object({
    targets: z.array(z.object({ questionId: Id, percents: Percents })).max(MAX_WEIGHTING_TARGETS),
    cap: z.number(),
    floor: z.number(),
  }),
});

export const WeightingQuery = z.object({ surveyId: z.guid() });
