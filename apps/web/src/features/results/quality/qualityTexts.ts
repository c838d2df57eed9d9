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
