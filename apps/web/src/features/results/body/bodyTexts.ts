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
