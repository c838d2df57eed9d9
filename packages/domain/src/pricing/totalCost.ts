/**
 * Total cost of a survey (spec 2 §9): the CPI rounded to 2 decimals times the adjusted samples
 * needed, rounded to a whole number of pounds.
 */
export function totalCost(cpiAmount: number, adjustedSamples: number): number {
  if (!Number.isFinite(cpiAmount) || cpiAmount < 0) throw new RangeError('cpi must be >= 0');
  if (!Number.isInteger(adjustedSamples) || adjustedSamples < 0) {
    throw new RangeError('adjustedSamples must be a whole number >= 0');
  }
  // Pence as integers, so 1.005 rounds as written and the product has no float drift.
  const pence = Math.round(Number((cpiAmount * 100).toPrecision(12)));
  return Math.round((pence * adjustedSamples) / 100);
}
