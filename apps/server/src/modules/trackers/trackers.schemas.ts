import { z } from 'zod';
import { SCHEDULE_LIMITS } from '@survey/domain/trackers/schedule';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** POST /v1/trackers: a tracker made from one of the caller's bought surveys. */
export const CreateTrackerBody = z
  .object({
    surveyId: z.guid(),
    every: z.number().int().min(1).max(52),
    unit: z.enum(['week', 'month']),
    startDate: localDate,
    endDate: localDate.nullable().default(null),
    waveCount: z.number().int().nullable().default(null),
    timeZone: z.string().min(1).max(64),
    excludeWaves: z
      .number()
      .int()
      .min(SCHEDULE_LIMITS.excludeWaves.min)
      .max(SCHEDULE_LIMITS.excludeWaves.max),
    purchase: z.enum(['approval', 'budget']),
    /** Pounds the bought waves may cost together; required with purchase 'budget'. */
    budget: z.number().min(0).max(10_000_000).nullable().default(null),
  })
  .strict();
export type CreateTrackerInput = z.infer<typeof CreateTrackerBody>;

export const TrackerParams = z.object({ trackerId: z.guid() });
export const WaveParams = z.object({
  trackerId: z.guid(),
  wave: z.coerce.number().int().min(1).max(1000),
});
export const TrackerOfSurveyQuery = z.object({ surveyId: z.guid() });

/**
 * POST /v1/trackers/:trackerId/crosstab: one question over the waves. `row` and
 * `responseFilters` are the crosstab route's own (checked by the results module for every wave);
 * `waves` is the Wave filter (null: every launched wave).
 */
export const WaveCrosstabBody = z
  .object({
    row: z.unknown(),
    responseFilters: z.unknown().default([]),
    weighted: z.boolean().default(false),
    waves: z.array(z.number().int().min(1).max(1000)).min(1).max(120).nullable().default(null),
  })
  .strict();
export type WaveCrosstabInput = z.infer<typeof WaveCrosstabBody>;

/**
 * PATCH /v1/trackers/:trackerId: the schedule's future. Every field is optional (absent: kept);
 * the start date and the waves already made never change.
 */
export const EditTrackerBody = z
  .object({
    every: z.number().int().min(1).max(52),
    unit: z.enum(['week', 'month']),
    endDate: localDate.nullable(),
    waveCount: z.number().int().nullable(),
    timeZone: z.string().min(1).max(64),
    excludeWaves: z
      .number()
      .int()
      .min(SCHEDULE_LIMITS.excludeWaves.min)
      .max(SCHEDULE_LIMITS.excludeWaves.max),
    purchase: z.enum(['approval', 'budget']),
    /** Pounds; with purchase 'budget', not below what the tracker has spent. */
    budget: z.number().min(0).max(10_000_000).nullable(),
  })
  .partial()
  .strict();
export type EditTrackerInput = z.infer<typeof EditTrackerBody>;
