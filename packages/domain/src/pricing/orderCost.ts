/**
 * THE total cost of a survey: the one rule every figure called "Total" uses, on the audience page,
 * in the editor, in the confirm page's header and cost card, in `getCostQuote` and in the purchase.
 *
 * Spec 2 §9 (CPI x adjusted samples, whole pounds) and spec 3 §9 (CPI x unadjusted completes, to
 * the penny) disagree; two rules showed two totals on one page. Decision: spec 3's, because it is
 * what the customer is charged: the cost per complete rounded to pence times the completes the
 * customer asked for (unadjusted), plus hosting and raw data (free), to the penny. See README.md.
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

/** The total: the completes plus hosting and raw data, to the penny. */
export function orderCost(cpiAmount: number, completes: number): number {
  const pence = Math.round(completesCost(cpiAmount, completes) * 100);
  return (pence + Math.round((HOSTING_COST + RAW_DATA_COST) * 100)) / 100;
}
