/** Texts of the results body (ours; the spec names the actions only), listed in the README. */
export const OPTIONS_TEXTS = {
  dataTablesWhenCompleted: 'Data tables can be requested once the survey is completed.',
  resultsFailed: 'Results could not be loaded.',
} as const;
