import { hash32, seededRandom } from '@survey/domain/random';

/**
 * The interview length a simulated member declares in its signed link (issue 34 §1). The panel's
 * members walk on a compressed clock, so the wall time of their walk is no measure of their
 * length: at PANEL_RATE=600 the clock runs 120 times faster, and 70 ms of HTTP latency a page on
 * a loaded machine read as 8 more simulated seconds a page. Each member's length is drawn here
 * instead, around the LOI the survey was bought at, with the spread of real interviews, and the
 * respondent side records it as the complete's length
 * (packages/domain/src/fieldwork/interviewLength.ts).
 *
 * - Lengths are log-normal around `LOI x lengthFactor` (the median), sigma 0.35: half the
 *   members within about 0.8x to 1.27x of it, nine in ten within 0.56x to 1.78x; kept within
 *   0.35x to 3x (no absurd tails).
 * - A speeder takes 10% to 25% of it: under a third of the median, which is what the data-quality
 *   list flags as a speeder.
 * Seeded by survey and member, so a member declares the same length on every node and retry.
 */
export const LENGTH_SIGMA = 0.35;
export const LENGTH_RANGE = { min: 0.35, max: 3 } as const;
export const SPEEDER_RANGE = { min: 0.1, max: 0.25 } as const;

export function declaredLengthMs(opts: {
  surveyId: string;
  memberId: string;
  loiMinutes: number;
  /** The `lengthFactor` knob (README "Knobs"); 1 without it. */
  lengthFactor?: number | undefined;
  speeder: boolean;
}): number {
  const rnd = seededRandom(hash32(`length:${opts.surveyId}:${opts.memberId}`));
  const median = opts.loiMinutes * 60_000 * (opts.lengthFactor ?? 1);
  if (opts.speeder) {
    return Math.round(
      median * (SPEEDER_RANGE.min + rnd() * (SPEEDER_RANGE.max - SPEEDER_RANGE.min)),
    );
  }
  // Box-Muller: a standard normal draw from two uniform ones (1 - u keeps the log finite).
  const z = Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const factor = Math.min(LENGTH_RANGE.max, Math.max(LENGTH_RANGE.min, Math.exp(LENGTH_SIGMA * z)));
  return Math.round(median * factor);
}
