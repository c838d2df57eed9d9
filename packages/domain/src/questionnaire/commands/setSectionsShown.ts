import type { CommandContext } from '../context.ts';
import { requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

/** Decision: at most this many rotating sections shown (a concept test rarely has 10). */
export const MAX_SECTIONS_SHOWN = 100;

export interface SetSectionsShownArgs {
  /** How many of the rotating sections each respondent sees; null shows them all. */
  count: number | null;
}

/**
 * Shows each respondent k of the rotating sections (monadic: 1; sequential monadic: k of n),
 * chosen least-filled when the session starts (respondent engine `sectionLayout.ts`). A count at
 * or above the number of rotating sections shows them all (kept, so that adding a section later
 * makes it k of n again).
 */
export function setSectionsShown(
  q: Questionnaire,
  args: SetSectionsShownArgs,
  _ctx: CommandContext,
): Questionnaire {
  const count = args.count === null ? null : requireInt(args.count, 'count', 1, MAX_SECTIONS_SHOWN);
  if ((q.sectionsShown ?? null) === count) return q;
  if (count === null) {
    const { sectionsShown: _s, ...rest } = q;
    return rest;
  }
  return { ...q, sectionsShown: count };
}
