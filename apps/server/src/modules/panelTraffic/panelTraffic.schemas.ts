import { z } from 'zod';

/** POST /dev/panel-traffic/knobs: one survey's knobs (README "Knobs"); `{}` clears them. */
export const KnobsInput = z.object({
  surveyId: z.guid(),
  knobs: z
    .object({
      dropoutShare: z.number().min(0).max(1).optional(),
      earlyExitShare: z.number().min(0).max(1).optional(),
      // Above 1.9 a member's longest pause could pass the simulated idle timeout (3 x LOI).
      lengthFactor: z.number().min(0.1).max(1.9).optional(),
      ignoreFreePlaces: z.boolean().optional(),
      screenOutShare: z.number().min(0).max(1).optional(),
    })
    .strict(),
});
