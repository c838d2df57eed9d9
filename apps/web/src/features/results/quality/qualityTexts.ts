/** Texts of the data-quality dialog (ours: issue 26 §3 names the actions only), in the README. */
export const QUALITY_TEXTS = {
  title: 'Data quality',
  button: (flagged: number | null) =>
    flagged === null ? 'Data quality' : `Data quality (${String(flagged)} flagged)`,
  intro:
    'Completes the checks flagged. Excluded completes count nowhere in your results and exports; include them again at any time.',
  median: (text: string) => `Median length: ${text}. Speeders took under a third of it.`,
  noMedian: 'Speeders are flagged once the survey has 10 completes.',
  empty: 'No completes are flagged.',
  failed: 'Data quality could not be loaded.',
  saveFailed: 'The change could not be saved. Please try again.',
  excluded: 'Excluded',
  exclude: 'Exclude',
  includeAgain: 'Include again',
  loadMore: 'Load more',
  shown: (shown: number, total: number) => `${String(shown)} of ${String(total)} shown`,
  excludedCount: (n: number) =>
    n === 1 ? '1 complete excluded' : `${String(n)} completes excluded`,
} as const;

/** Texts of the replacement window on the data-quality dialog (issue 38 §4; ours). */
export const WINDOW_TEXTS = {
  title: 'Replacements',
  rule: (days: number) =>
    `Completes you exclude for a flagged reason within ${String(days)} ${days === 1 ? 'day' : 'days'} after fielding ends are replaced at no charge.`,
  closesOn: (day: string) => `The window closes on ${day}.`,
  closedOn: (day: string) => `The window closed on ${day}; it can no longer be changed.`,
  label: 'Replacement window (days)',
  save: 'Save window',
  saved: 'Replacement window saved.',
  range: (max: number) => `Enter a whole number of days from 0 to ${String(max)}.`,
  loadFailed: 'The replacement window could not be loaded.',
  saveFailed: 'The replacement window could not be saved. Please try again.',
  closed: 'The replacement window has closed: it can no longer be changed.',
} as const;
