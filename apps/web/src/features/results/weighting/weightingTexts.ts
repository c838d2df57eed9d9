import type { PrefillSource } from '@survey/domain/results/weightingPrefill';

/** Texts of the weighting panel (issue 38 §5; ours, beside the spec's Weighted/Unweighted). */
export const WEIGHTING_TEXTS = {
  button: 'Weighting targets',
  title: 'Weighting targets',
  intro:
    'Weight the results to these targets. The results page, crosstabs and every export use them. Without targets, results are weighted to the quotas.',
  loading: 'Loading the weighting targets…',
  loadFailed: 'The weighting targets could not be loaded.',
  retry: 'Try again',
  none: 'Nothing in this survey can be weighted yet: weighting needs a single-choice question and a live survey.',
  weightTo: (label: string, text: string) => `Weight to ${label} ${text}`,
  target: (option: string) => `${option} target %`,
  total: (sum: number) => `Total ${sum}%`,
  source: {
    census: 'Prefilled from census figures',
    quotas: 'Prefilled from the quota targets',
    sample: 'Prefilled from this sample',
  } satisfies Record<PrefillSource, string>,
  cap: 'Largest weight (times the mean)',
  floor: 'Smallest weight (times the mean)',
  chooseOne: 'Choose at least one question to weight.',
  save: 'Save',
  clear: 'Clear targets',
  close: 'Close',
  saved: 'Weighting targets saved.',
  cleared: 'Weighting targets cleared.',
  saveFailed: 'The weighting targets could not be saved. Check them and try again.',
  notApplied:
    'The saved targets name a question or option this version of the survey no longer has, so results are weighted to the quotas.',
} as const;
