/**
 * Purchase and full launch (spec 3 §4 Purchase, Full launch; §9 Defaults): the rules the order
 * service applies when a survey is bought, kept pure so that the confirm page can show the same
 * answers before it asks.
 */
import type { OrderStatus } from '../projects/constants.ts';

/** Days of fieldwork when the panel gives no delivery estimate (spec 3 §9). */
export const DEFAULT_DELIVERY_DAYS = 7;

/**
 * How far a client's price may be from the server's quote and still be the same price: half a
 * penny, so that a price the browser rounded or carried through a float is not refused.
 */
export const PRICE_TOLERANCE = 0.005;

/** The only description addPanelSupplierOrder accepts (spec 3 §7). */
export const FULL_LAUNCH_DESCRIPTION = 'Full launch';
/** Descriptions of the first panel supplier order. */
export const SOFT_LAUNCH_DESCRIPTION = 'Soft launch';
export const LAUNCH_DESCRIPTION = 'Launch';

const DAY_MS = 86_400_000;

/** Why a survey cannot be bought yet (the Confirm step's conditions, spec 3 §2). */
export type NotReadyReason =
  | 'NO_FIELDWORK'
  | 'AUDIENCE_INVALID'
  | 'AUDIENCE_NOT_FEASIBLE'
  | 'NO_QUESTIONNAIRE_ENTRIES'
  | 'QUESTIONNAIRE_INVALID';

export const NOT_READY_MESSAGES: Record<NotReadyReason, string> = {
  NO_FIELDWORK: 'The survey has no audience settings yet.',
  AUDIENCE_INVALID: 'The audience has errors.',
  AUDIENCE_NOT_FEASIBLE: 'The panel cannot deliver this audience.',
  NO_QUESTIONNAIRE_ENTRIES: 'The questionnaire has no questions.',
  QUESTIONNAIRE_INVALID: 'The questionnaire has validation errors.',
};

export interface Readiness {
  hasFieldwork: boolean;
  audienceValid: boolean;
  feasible: boolean;
  /** Entries of the questionnaire (0 when it has none or no draft). */
  entryCount: number;
  validationErrorCount: number;
}

/** Every reason the survey cannot be bought, in the order the steps come; empty: ready. */
export function notReadyReasons(r: Readiness): NotReadyReason[] {
  if (!r.hasFieldwork) return ['NO_FIELDWORK'];
  const out: NotReadyReason[] = [];
  if (!r.audienceValid) out.push('AUDIENCE_INVALID');
  if (!r.feasible) out.push('AUDIENCE_NOT_FEASIBLE');
  if (r.entryCount < 1) out.push('NO_QUESTIONNAIRE_ENTRIES');
  if (r.validationErrorCount > 0) out.push('QUESTIONNAIRE_INVALID');
  return out;
}

/** Whether a price the client was shown is the quoted one (within PRICE_TOLERANCE). */
export function samePrice(sent: number, quoted: number): boolean {
  if (!Number.isFinite(sent) || !Number.isFinite(quoted)) return false;
  // Compared in tenths of pence so that 1.005 vs 1.00 is not decided by float noise.
  return Math.abs(Math.round(sent * 1000) - Math.round(quoted * 1000)) <= PRICE_TOLERANCE * 1000;
}

/** Midnight UTC of the day `at` falls on: fieldwork dates are days. */
export function startOfDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

export interface PurchaseDates {
  start: Date;
  end: Date;
  /** The fieldwork starts on the day of purchase: the order goes live now, else it is scheduled. */
  startsToday: boolean;
}

/**
 * The fieldwork dates a purchase fixes (spec 3 §4 Purchase). No start date or one before today:
 * today, and the end today + the delivery estimate (DEFAULT_DELIVERY_DAYS when unknown). A future
 * start is kept, with its end when that is not before it, else start + the estimate.
 */
export function purchaseDates(input: {
  start: Date | null;
  end: Date | null;
  now: Date;
  deliveryDays: number | null;
}): PurchaseDates {
  const today = startOfDay(input.now);
  const days =
    input.deliveryDays != null && input.deliveryDays > 0
      ? Math.ceil(input.deliveryDays)
      : DEFAULT_DELIVERY_DAYS;
  const after = (from: Date) => new Date(from.getTime() + days * DAY_MS);
  const start = input.start ? startOfDay(input.start) : null;
  if (!start || start.getTime() <= today.getTime()) {
    return { start: today, end: after(today), startsToday: true };
  }
  const end = input.end && input.end.getTime() >= start.getTime() ? input.end : after(start);
  return { start, end, startsToday: false };
}

/** Completes of the first panel supplier order: the soft launch when there is one, else all. */
export function firstBatchSamples(samplesNeeded: number, softLaunchSamples: number): number {
  return softLaunchSamples > 0 ? softLaunchSamples : samplesNeeded;
}

/** Why a full launch is refused; null when it may go ahead. */
export type FullLaunchRefusal =
  | { code: 'WRONG_DESCRIPTION'; message: string }
  | { code: 'NOT_SOFT_LAUNCH'; message: string }
  | { code: 'NOT_LIVE'; message: string }
  | { code: 'ALREADY_FULLY_LAUNCHED'; message: string }
  | { code: 'NOTHING_REMAINING'; message: string }
  | { code: 'WRONG_SAMPLES'; message: string; remaining: number };

/**
 * Whether a soft-launch order may get its full launch (spec 3 §4 Full launch): only 'Full launch',
 * only for a soft-launch order that is live (the soft launch in progress or completed) and has
 * one panel supplier order (two mean it is fully launched), for exactly the remaining samples.
 */
export function fullLaunchRefusal(input: {
  description: string;
  isSoftLaunch: boolean;
  orderStatus: OrderStatus;
  supplierOrderCount: number;
  samplesNeeded: number;
  softLaunchSamples: number;
  requestedSamples: number;
}): FullLaunchRefusal | null {
  if (input.description !== FULL_LAUNCH_DESCRIPTION) {
    return {
      code: 'WRONG_DESCRIPTION',
      message: `The order description must be '${FULL_LAUNCH_DESCRIPTION}'.`,
    };
  }
  if (!input.isSoftLaunch) {
    return { code: 'NOT_SOFT_LAUNCH', message: 'Only a soft-launch order has a full launch.' };
  }
  if (input.supplierOrderCount > 1) {
    return { code: 'ALREADY_FULLY_LAUNCHED', message: 'This survey is already fully launched.' };
  }
  if (input.orderStatus !== 'Live') {
    return {
      code: 'NOT_LIVE',
      message: `A full launch needs a live order; this one is ${input.orderStatus}.`,
    };
  }
  const remaining = input.samplesNeeded - input.softLaunchSamples;
  if (remaining < 1) {
    return { code: 'NOTHING_REMAINING', message: 'The soft launch is the whole sample.' };
  }
  if (input.requestedSamples !== remaining) {
    return {
      code: 'WRONG_SAMPLES',
      message: `A full launch is for the remaining ${remaining} completes.`,
      remaining,
    };
  }
  return null;
}

/**
 * The statuses panel supplier orders follow when their survey order moves: those at the order's
 * old status move with it; one already finished (a soft launch that reached its sample) stays.
 */
export function supplierStatusAfter(
  supplierStatus: OrderStatus,
  orderFrom: OrderStatus,
  orderTo: OrderStatus,
): OrderStatus {
  return supplierStatus === orderFrom ? orderTo : supplierStatus;
}
