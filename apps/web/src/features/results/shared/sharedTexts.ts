import { RESULTS_TEXTS } from '../resultsTexts.ts';

export const SHARED_TEXTS = {
  goneTitle: 'This link has expired or was revoked',
  goneBody: 'Ask the person who shared it with you for a new link.',
  failed: 'The shared results could not be loaded.',
  retry: 'Try again',
  lockedTitle: 'This link is protected',
  lockedBody: 'Enter the password you were given to view the results.',
  password: 'Password',
  open: 'View results',
  wrongPassword: 'The password is not right.',
  tooMany: (seconds: number) =>
    `Too many tries. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
  readOnly: 'Shared results: read-only',
  allMarkets: 'All markets',
  loading: 'Loading the shared results',
} as const;

/** '{collected} / {wanted} completes' while fielding, '{n} completes' once ended (as the results header). */
export function sharedProgressLine(
  state: string,
  progress: { samplesCollected: number; samplesWanted: number },
): string {
  const ended = state === 'completed' || state === 'halted';
  return ended
    ? RESULTS_TEXTS.collectedOnly(progress.samplesCollected)
    : RESULTS_TEXTS.completes(progress.samplesCollected, progress.samplesWanted);
}
