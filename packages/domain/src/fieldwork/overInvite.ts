/**
 * How many members the simulated panel starts on a survey in one tick, near the end of its
 * sample (issue 23 §4b). At its rate alone the panel's last starts are few, and near the end
 * most of them meet a full quota cell or drop out, so the last places trickle in. A real panel
 * over-invites for its last wave; so does the simulation, within the quota guarantees: a start
 * only ever takes a place that is free (the respondent API reserves places, so nobody overfills
 * a quota and nobody who qualified is turned away at the end), and when no place is free (every
 * one filled or held by a respondent in progress) nobody is sent to be turned away.
 */

/**
 * Near the end: the places still free are no more than the rate brings in one tick, or than this
 * many (at a low rate a tick brings less than one complete, and the last places are the slow ones).
 */
export const NEAR_END_PLACES = 2;
/** Near the end, starts for this many times the free places (quota-full starts and dropouts). */
export const OVER_INVITE_FACTOR = 3;

export interface TickStartsFacts {
  /** The starts the panel's rate asks for in this tick. */
  rateStarts: number;
  /** Completes the rate brings in one tick. */
  completesPerTick: number;
  /** Places of the open sample neither filled nor reserved; null when not known yet. */
  placesFree: number | null;
  /** Share of starts that complete (incidence x those who do not drop out), in (0, 1]. */
  completingShare: number;
  /** Most starts one tick may send. */
  maxStarts: number;
}

/** The starts of one tick: the rate's, raised near the end, none when no place is free. */
export function startsNearEnd(facts: TickStartsFacts): number {
  const { rateStarts, placesFree, maxStarts } = facts;
  if (placesFree === null) return Math.min(maxStarts, rateStarts);
  if (placesFree <= 0) return 0;
  const nearEnd = placesFree <= Math.max(NEAR_END_PLACES, facts.completesPerTick);
  if (!nearEnd || facts.completingShare <= 0) return Math.min(maxStarts, rateStarts);
  const overInvited = Math.ceil((OVER_INVITE_FACTOR * placesFree) / facts.completingShare);
  return Math.min(maxStarts, Math.max(rateStarts, overInvited));
}
