/**
 * The survey lifecycle: which moves exist between survey states and order statuses, who may make
 * them, and what each requires. One table for both, because every survey move is paired with an
 * order move and spec 1 §4 fixes their order: "The order status is set first (Paused or Live). When
 * that succeeds the survey state is updated".
 *
 * Decisions (the spec is silent on most of these):
 * - Actors: `user` is a researcher (updateSurvey, updateSurveyOrder); `system` is the server's own
 *   work (purchase/launch in the order service, the pause auto-end job, the panel).
 * - A user may only pause (live -> paused), unpause (paused -> live) and end (live, paused or
 *   scheduled -> completed: "End project", which the results page offers for every launched state).
 * - Only the system launches (draft -> live, through purchase), schedules (draft -> scheduled),
 *   starts (scheduled -> live, on the start date), halts (a panel stop) and closes a pending order
 *   that never started (the survey stays draft).
 * - halted is terminal ("End ... cannot be undone", spec 3 §4); nothing returns to draft.
 *   completed is terminal for the researcher: only the system reopens a completed survey, to field
 *   replacements for completes excluded for poor quality (issue 38 §4), and ends it again when
 *   they have arrived.
 * - A survey move requires the order to be at the move's order status already (the order goes
 *   first); a survey without an order cannot move at all. An order move requires the survey to be
 *   where the paired survey move starts (or already at its end), so the two never disagree for
 *   longer than the gap between the dashboard's two calls.
 * - Asking for the state or status something already has is an idempotent no-op (a retried
 *   request changes nothing and fails nothing), for every actor and without requirements.
 */
import type { OrderStatus, SurveyState } from './constants.ts';

export type LifecycleActor = 'user' | 'system';

export type LifecycleMoveName =
  'launch' | 'schedule' | 'start' | 'pause' | 'unpause' | 'end' | 'halt' | 'close' | 'reopen';

export interface LifecycleMove {
  name: LifecycleMoveName;
  actors: readonly LifecycleActor[];
  /** The order moves first; the survey move then requires the order at `order.to`. */
  order: { from: readonly OrderStatus[]; to: OrderStatus };
  survey: { from: readonly SurveyState[]; to: SurveyState };
}

const USER_OR_SYSTEM = ['user', 'system'] as const;
const SYSTEM = ['system'] as const;

/** Every move of the lifecycle. Anything not listed here is refused. */
export const LIFECYCLE_MOVES: readonly LifecycleMove[] = [
  {
    name: 'launch',
    actors: SYSTEM,
    order: { from: ['Pending'], to: 'Live' },
    survey: { from: ['draft'], to: 'live' },
  },
  {
    name: 'schedule',
    actors: SYSTEM,
    order: { from: ['Pending'], to: 'Scheduled' },
    survey: { from: ['draft'], to: 'scheduled' },
  },
  {
    name: 'start',
    actors: SYSTEM,
    order: { from: ['Scheduled'], to: 'Live' },
    survey: { from: ['scheduled'], to: 'live' },
  },
  {
    name: 'pause',
    actors: USER_OR_SYSTEM,
    order: { from: ['Live'], to: 'Paused' },
    survey: { from: ['live'], to: 'paused' },
  },
  {
    name: 'unpause',
    actors: USER_OR_SYSTEM,
    order: { from: ['Paused'], to: 'Live' },
    survey: { from: ['paused'], to: 'live' },
  },
  {
    name: 'end',
    actors: USER_OR_SYSTEM,
    order: { from: ['Live', 'Paused', 'Scheduled'], to: 'Completed' },
    survey: { from: ['live', 'paused', 'scheduled'], to: 'completed' },
  },
  {
    name: 'halt',
    actors: SYSTEM,
    order: { from: ['Live', 'Paused', 'Scheduled'], to: 'Halted' },
    survey: { from: ['live', 'paused', 'scheduled'], to: 'halted' },
  },
  {
    // A purchase that never started (not approved, payment failed): the survey stays a draft.
    name: 'close',
    actors: SYSTEM,
    order: { from: ['Pending'], to: 'Closed' },
    survey: { from: ['draft'], to: 'draft' },
  },
  {
    // Replacements for excluded poor-quality completes (issue 38 §4): fielding reopens for them.
    name: 'reopen',
    actors: SYSTEM,
    order: { from: ['Completed'], to: 'Live' },
    survey: { from: ['completed'], to: 'live' },
  },
];

/** Why a transition was refused: no such move, not this actor's, or its requirement unmet. */
export type RefusalReason = 'no-such-move' | 'actor' | 'order-status' | 'survey-state';

export type TransitionCheck =
  | { allowed: true; noop: true }
  | { allowed: true; noop: false; move: LifecycleMove }
  | { allowed: false; reason: RefusalReason; message: string };

const NOOP: TransitionCheck = { allowed: true, noop: true };

/**
 * Whether `actor` may move a survey from `from` to `to` while its order has `orderStatus`
 * (undefined: the survey has no order).
 */
export function checkSurveyTransition(input: {
  from: SurveyState;
  to: SurveyState;
  actor: LifecycleActor;
  orderStatus: OrderStatus | undefined;
}): TransitionCheck {
  const { from, to, actor, orderStatus } = input;
  if (from === to) return NOOP;
  const moves = LIFECYCLE_MOVES.filter((m) => m.survey.from.includes(from) && m.survey.to === to);
  const refuse = (reason: RefusalReason, why: string): TransitionCheck => ({
    allowed: false,
    reason,
    message: `A survey cannot move from ${from} to ${to}${why}.`,
  });
  if (moves.length === 0) return refuse('no-such-move', '');
  const move = moves.find((m) => m.actors.includes(actor));
  if (!move) return refuse('actor', ' on request; the system makes that move');
  if (orderStatus !== move.order.to) {
    const now = orderStatus ? `it is ${orderStatus}` : 'the survey has no order';
    return refuse('order-status', `: its order must be ${move.order.to} first (${now})`);
  }
  return { allowed: true, noop: false, move };
}

/** Whether `actor` may move a survey's order from `from` to `to` while the survey is `surveyState`. */
export function checkOrderTransition(input: {
  from: OrderStatus;
  to: OrderStatus;
  actor: LifecycleActor;
  surveyState: SurveyState;
}): TransitionCheck {
  const { from, to, actor, surveyState } = input;
  if (from === to) return NOOP;
  const moves = LIFECYCLE_MOVES.filter((m) => m.order.from.includes(from) && m.order.to === to);
  const refuse = (reason: RefusalReason, why: string): TransitionCheck => ({
    allowed: false,
    reason,
    message: `An order cannot move from ${from} to ${to}${why}.`,
  });
  if (moves.length === 0) return refuse('no-such-move', '');
  const byActor = moves.filter((m) => m.actors.includes(actor));
  if (byActor.length === 0) return refuse('actor', ' on request; the system makes that move');
  const move = byActor.find(
    (m) => m.survey.from.includes(surveyState) || m.survey.to === surveyState,
  );
  if (!move) return refuse('survey-state', ` while the survey is ${surveyState}`);
  return { allowed: true, noop: false, move };
}

/** The move `actor` makes to take a survey from `from` to `to`, if there is one. */
export function lifecycleMoveFor(
  from: SurveyState,
  to: SurveyState,
  actor: LifecycleActor,
): LifecycleMove | undefined {
  return LIFECYCLE_MOVES.find(
    (m) => m.survey.from.includes(from) && m.survey.to === to && m.actors.includes(actor),
  );
}
