/**
 * Weight trimming with a cap and a floor (issue 38 §5): every weight within [floor, cap] times the
 * mean weight, the mean kept at 1. The trimmed weights are clamp(s x w, floor, cap) for the one
 * scale s that brings their mean to 1: trimming keeps the order of the weights and moves none of
 * them more than it must. Used by `rakeWeights` in every raking cycle when a floor is set.
 */

/** Enough halvings to pin the scale to the float next to it from any start. */
const HALVINGS = 110;

const clamp = (x: number, floor: number, cap: number) => (x < floor ? floor : x > cap ? cap : x);

function clampedSum(w: Float64Array, s: number, floor: number, cap: number): number {
  let sum = 0;
  for (let i = 0; i < w.length; i++) sum += clamp(s * (w[i] as number), floor, cap);
  return sum;
}

/**
 * Trims `w` in place. Needs floor <= 1 <= cap (a mean of 1 is then reachable) and weights above 0.
 * The sum of clamp(s x w) grows with s, from n x floor to n x cap: halving finds the stretch where
 * it crosses n, then the scale is worked out exactly over the weights left free in it.
 */
export function trimWeights(w: Float64Array, floor: number, cap: number): void {
  const n = w.length;
  let sum = 0;
  let smallest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    sum += w[i] as number;
    smallest = Math.min(smallest, w[i] as number);
  }
  if (n === 0 || !(sum > 0) || !(smallest > 0)) return;
  const mean1 = n / sum;
  // Already within bounds at the mean-1 scale: only the scale.
  if (inBounds(w, mean1, floor, cap)) {
    for (let i = 0; i < n; i++) w[i] = (w[i] as number) * mean1;
    return;
  }
  let lo = 0;
  // Without a cap, raising the weights under the floor only adds: the mean-1 scale is above s.
  let hi = Number.isFinite(cap) ? cap / smallest : mean1;
  for (let k = 0; k < HALVINGS && hi - lo > 0; k++) {
    const mid = (lo + hi) / 2;
    if (clampedSum(w, mid, floor, cap) < n) lo = mid;
    else hi = mid;
  }
  const s = (lo + hi) / 2;
  let fixed = 0;
  let free = 0;
  for (let i = 0; i < n; i++) {
    const x = s * (w[i] as number);
    if (x <= floor) fixed += floor;
    else if (x >= cap) fixed += cap;
    else free += w[i] as number;
  }
  const exact = free > 0 ? (n - fixed) / free : s;
  for (let i = 0; i < n; i++) {
    const x = s * (w[i] as number);
    w[i] = x <= floor ? floor : x >= cap ? cap : clamp(exact * (w[i] as number), floor, cap);
  }
}

function inBounds(w: Float64Array, s: number, floor: number, cap: number): boolean {
  for (let i = 0; i < w.length; i++) {
    const x = s * (w[i] as number);
    if (x < floor || x > cap) return false;
  }
  return true;
}
