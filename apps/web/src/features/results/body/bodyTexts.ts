/** Texts of the results body (ours; the spec names the actions only), listed in the README. */
export const OPTIONS_TEXTS = {
  exportsSoon: 'Exports, data tables and follow-ups are coming soon.',
  exportsSoonDataTables:
    'Exports are coming soon. Data tables can be requested once the survey is completed.',
  resultsFailed: 'Results could not be loaded.',
} as const;
