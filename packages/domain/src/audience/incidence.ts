/**
 * When the incidence rate goes back to 100 (spec 2 §4): applying a preset while any non-standard
 * member exists, or removing the last non-standard member. Screening questions are what lower
 * incidence, so without them the estimate starts over.
 */
import type { DraftAudience } from './model.ts';

const hasCustom = (a: DraftAudience) => a.members.some((m) => m.memberType !== 'Standard');

/** True when applying a preset to this audience resets the incidence rate to 100. */
export function presetResetsIncidence(before: DraftAudience): boolean {
  return hasCustom(before);
}

/** True when a change removed the last non-standard member (incidence rate back to 100). */
export function removedLastCustomMember(before: DraftAudience, after: DraftAudience): boolean {
  return hasCustom(before) && !hasCustom(after);
}
