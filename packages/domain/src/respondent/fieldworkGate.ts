/**
 * Who the survey's order lets in (spec 3 §4: pause, end, halt). The server's respondent API asks
 * these on every start and answer; a qualifying or completing answer asks again with the order
 * locked, so an End that committed first is always seen.
 */
import type { OrderStatus } from '../projects/constants.ts';
import type { SessionState } from './engine/state.ts';

/** New respondents start only while the order is Live and a batch of its sample is open. */
export function admitsNewRespondents(status: OrderStatus | null, batchOpen: boolean): boolean {
  return status === 'Live' && batchOpen;
}

/**
 * Whether a respondent already in the survey goes on (answers, qualifies, completes).
 *
 * Decision (spec 3 §4 says only that Pause and unpause toggle Paused and Live): a Pause stops new
 * arrivals, not people mid-survey. Someone answering when the researcher pauses finishes as if the
 * survey were Live, quota cells still cap every complete; turning them away would waste the time
 * they already gave and the panel's incentive, for a state that is usually undone.
 *
 * End (Completed), Halt and Close are final: from then on nobody qualifies or completes.
 */
export function inProgressMayContinue(status: OrderStatus | null): boolean {
  return status === 'Live' || status === 'Paused';
}

/**
 * The session ended because the survey closed to it: it is reported as quota full, the outcome a
 * panel expects for a respondent it sent to a survey that has all the respondents it needs (the
 * respondent goes back to the panel with that redirect rather than stranded on an error).
 */
export function closedToRespondent(state: SessionState): SessionState {
  return { ...state, status: 'quota_full', current: null };
}
