/**
 * Soft launch completes (spec 3 §5, §9): the first batch fielded before the rest. One rule set for
 * the confirm page's input and the server's updateFieldwork.
 */

/** Share of the sample a soft launch takes by default, and its cap. */
export const SOFT_LAUNCH_SHARE = 0.1;
export const SOFT_LAUNCH_MAX_DEFAULT = 100;

/** Turning soft launch on: 10% of the samples rounded up, or 100 when that is lower. */
export function defaultSoftLaunchSamples(samplesNeeded: number): number {
  if (!Number.isInteger(samplesNeeded) || samplesNeeded < 1) return 0;
  return Math.min(Math.ceil(samplesNeeded * SOFT_LAUNCH_SHARE), SOFT_LAUNCH_MAX_DEFAULT);
}

/** The spec's message for a soft launch size outside 1..samplesNeeded. */
export const softLaunchRangeMessage = (min: number, max: number) =>
  `Number of completes must be between ${min} and ${max}`;

/**
 * Checks a soft launch size the user typed: null when it may be saved, else the message. Only
 * whole numbers from 1 up to the samples needed are valid (0 is "off", chosen with the switch).
 */
export function softLaunchSamplesError(value: number, samplesNeeded: number): string | null {
  const ok = Number.isInteger(value) && value >= 1 && value <= samplesNeeded;
  return ok ? null : softLaunchRangeMessage(1, samplesNeeded);
}

/** The soft-launch state of an order's progress (spec 3 §4 Soft launch state). */
export type SoftLaunchState = 'disabled' | 'active' | 'completed';

export function softLaunchState(softLaunchSamples: number, collected: number): SoftLaunchState {
  if (softLaunchSamples <= 0) return 'disabled';
  return collected < softLaunchSamples ? 'active' : 'completed';
}
