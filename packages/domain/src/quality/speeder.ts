/**
 * Speeders (issue 26 §3): a complete faster than a third of the median length of the survey's
 * completes. Worked out when the flags are read, not at completion: the median moves as completes
 * arrive, so an early complete is judged against today's median.
 */
import type { QualityFlag } from '../results/analysisContract.ts';
import { formatLength, formatLengthsApart } from './formatLength.ts';

/** Completes a survey needs before the median is worth comparing with: nobody is flagged before. */
export const SPEEDER_MIN_COMPLETES = 10;

/** A speeder took under the median length divided by this (a third). */
export const SPEEDER_DIVISOR = 3;

/** The median of the lengths (ms); null below SPEEDER_MIN_COMPLETES. */
export function medianLength(lengthsMs: readonly number[]): number | null {
  const finite = lengthsMs.filter((l) => Number.isFinite(l) && l >= 0);
  if (finite.length < SPEEDER_MIN_COMPLETES) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A speeder took under a third of the median length (no median yet: nobody is). */
export function speeder(lengthMs: number, medianMs: number | null): boolean {
  if (medianMs === null || !Number.isFinite(lengthMs) || !(medianMs > 0)) return false;
  return lengthMs < medianMs / SPEEDER_DIVISOR;
}

/** The speeder flag of a complete of this length, or null. */
export function speederFlag(lengthMs: number, medianMs: number | null): QualityFlag | null {
  if (medianMs === null || !speeder(lengthMs, medianMs)) return null;
  const [took, third] = formatLengthsApart(lengthMs, medianMs / SPEEDER_DIVISOR);
  return {
    reason: 'SPEEDER',
    detail: `Took ${took}; a third of the median (${formatLength(medianMs)}) is ${third}.`,
  };
}
