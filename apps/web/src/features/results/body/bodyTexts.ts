/** Texts of the results body (ours; the spec names the actions only), listed in the README. */
export const OPTIONS_TEXTS = {
  dataTablesWhenCompleted: 'Data tables can be requested once the survey is completed.',
  resultsFailed: 'Results could not be loaded.',
  weighted: 'Weighted',
  unweighted: 'Unweighted',
  weightingLabel: 'Weighting',
} as const;

/** Counts are whole completes on the page; weighted sums are rounded to them. */
export const formatCount = (count: number): string => String(Math.round(count));

/**
 * The count above the cards: '184 completes (16 excluded)', or with filters '20 of 184 completes
 * match the filters (16 excluded)'; the excluded part once the data-quality list says how many.
 */
export function completesLine(
  counts: { collected: number; filtered: number; filtering: boolean },
  excluded: number | undefined,
): string {
  const collected = formatCount(counts.collected);
  const line = counts.filtering
    ? `${formatCount(counts.filtered)} of ${collected} completes match the filters`
    : `${collected} ${collected === '1' ? 'complete' : 'completes'}`;
  return excluded ? `${line} (${String(excluded)} excluded)` : line;
}
