/**
 * What the results header offers for a launched survey (spec 3 §4 Soft launch state, Survey state
 * handling, Full launch; spec 2 §4 live actions). One pure rule for the results header and the cost
 * panel's Actions menu, which share one component (LaunchActionsMenu).
 */
import type { OrderStatus, SurveyState } from '../projects/constants.ts';
import { FULL_LAUNCH_DESCRIPTION, fullLaunchRefusal } from './purchase.ts';
import { softLaunchState, type SoftLaunchState } from './softLaunch.ts';

export interface LaunchFacts {
  surveyState: SurveyState;
  /** The survey's order; null before purchase (or while it loads). */
  order: {
    isSoftLaunch: boolean;
    status: OrderStatus;
    /** Completes of each panel supplier order, first batch first. */
    supplierOrderSamples: readonly number[];
  } | null;
  /** Completes the survey wants in all. */
  samplesNeeded: number;
  /** Completes collected so far (all batches). */
  collected: number;
}

export interface LaunchControls {
  /** The soft-launch badge's state; null hides the badge. */
  softLaunchBadge: Exclude<SoftLaunchState, 'disabled'> | null;
  /** Pause for a live survey, Unpause for a paused one, none otherwise. */
  pause: 'pause' | 'unpause' | null;
  pauseDisabled: boolean;
  end: boolean;
  endDisabled: boolean;
  fullLaunch: boolean;
  /** Completes the full launch asks for (the samples the soft launch left). */
  fullLaunchSamples: number;
}

/** States a user can still end: every launched state that is not already final. */
const ENDABLE: readonly SurveyState[] = ['live', 'paused', 'scheduled'];

/** Spec 2 §4: pause and end are disabled while the order is in one of these states. */
const INACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['Pending', 'Scheduled', 'Completed'];

export function launchControls(facts: LaunchFacts): LaunchControls {
  const { order, surveyState } = facts;
  const supplierOrders = order?.supplierOrderSamples ?? [];
  // A full-launch order is recognised by its second panel supplier order (spec 3 §4).
  const fullyLaunched = supplierOrders.length > 1;
  const softLaunchSamples = order?.isSoftLaunch ? (supplierOrders[0] ?? 0) : 0;
  const softState = softLaunchState(softLaunchSamples, facts.collected);
  const inSoftLaunch = !fullyLaunched && softState !== 'disabled';
  const fullLaunchSamples = Math.max(0, facts.samplesNeeded - softLaunchSamples);

  const fullLaunchAllowed =
    order !== null &&
    surveyState === 'live' &&
    inSoftLaunch &&
    fullLaunchRefusal({
      description: FULL_LAUNCH_DESCRIPTION,
      isSoftLaunch: order.isSoftLaunch,
      orderStatus: order.status,
      supplierOrderCount: supplierOrders.length,
      samplesNeeded: facts.samplesNeeded,
      softLaunchSamples,
      requestedSamples: fullLaunchSamples,
    }) === null;

  const orderInactive = order !== null && INACTIVE_ORDER_STATUSES.includes(order.status);

  return {
    softLaunchBadge: !fullyLaunched && softState !== 'disabled' ? softState : null,
    pause: surveyState === 'live' ? 'pause' : surveyState === 'paused' ? 'unpause' : null,
    // A completed soft launch waits for the full launch: nothing is collecting to pause.
    pauseDisabled: orderInactive || (inSoftLaunch && softState === 'completed'),
    end: order !== null && ENDABLE.includes(surveyState),
    endDisabled: orderInactive,
    fullLaunch: fullLaunchAllowed,
    fullLaunchSamples,
  };
}
