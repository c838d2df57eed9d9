/**
 * What a purchase costs (spec 3 §9 Cost): the cost per complete rounded to 2 decimals times the
 * unadjusted completes, rounded to pennies. Hosting and raw data are free. The audience page's
 * estimate (`totalCost`, spec 2 §9) rounds to whole pounds instead; the confirm page shows this.
 */
export const HOSTING_COST = 0;
export const RAW_DATA_COST = 0;

/** CPI (pence-rounded) x completes, in pounds with at most 2 decimals. */
export function completesCost(cpiAmount: number, completes: number): number {
  if (!Number.isFinite(cpiAmount) || cpiAmount < 0) throw new RangeError('cpi must be >= 0');
  if (!Number.isInteger(completes) || completes < 0) {
    throw new RangeError('completes must be a whole number >= 0');
  }
  // Integer pence, so 1.005 rounds as written and the product has no float drift.
  const pence = Math.round(Number((cpiAmount * 100).toPrecision(12)));
  return (pence * completes) / 100;
}

/** The purchase total: the completes plus hosting and raw data, to the penny. */
export function orderCost(cpiAmount: number, completes: number): number {
  const pence = Math.round(completesCost(cpiAmount, completes) * 100);
  return (pence + Math.round((HOSTING_COST + RAW_DATA_COST) * 100)) / 100;
}
