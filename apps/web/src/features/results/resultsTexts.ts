/**
 * Texts of the results header and its dialogs. The spec names the dialogs ('Full launch?',
 * 'End project?') and gives no body text; these are ours (listed in the README).
 */
import type { SoftLaunchState } from '@survey/domain/launch/softLaunch';

export const RESULTS_TEXTS = {
  body: 'Your results will appear here.',
  completes: (collected: number, wanted: number) => `${collected} / ${wanted} completes`,
  /** Spec 3 §4: a Completed or Halted header shows only the collected count. */
  collectedOnly: (collected: number) =>
    `${collected} ${collected === 1 ? 'complete' : 'completes'}`,
  endTitle: 'End project?',
  endConfirm: 'End project',
  endBody: (collected: number) =>
    `Ending the project stops data collection now and keeps the ${collected} ${
      collected === 1 ? 'complete' : 'completes'
    } collected so far. This cannot be undone.`,
  endFailed: "The project couldn't be ended. Please try again.",
  fullLaunchTitle: 'Full launch?',
  fullLaunchConfirm: 'Full launch',
  fullLaunchBody: (remaining: number) =>
    `A full launch orders the remaining ${remaining} ${
      remaining === 1 ? 'complete' : 'completes'
    } at the same cost per interview. Data collection continues straight away.`,
  fullLaunchFailed: "The full launch couldn't be started. Please try again.",
  progressFailed: 'Progress could not be loaded.',
  /** Issue 23 §4b: every remaining place is held by respondents still answering. */
  placesHeld: (places: number) =>
    places === 1
      ? '1 place held by a respondent in progress'
      : `${places} places held by respondents in progress`,
} as const;

/** The header's cost menu (issue 25 §3; the spec names the menu, not its texts). */
export const COST_TEXTS = {
  title: 'Cost',
  spent: 'Spent so far',
  budget: 'Budget',
  actualCost: 'Actual cost',
  collected: 'Collected',
  completes: (n: number) => `${n} ${n === 1 ? 'complete' : 'completes'}`,
  collectedOf: (n: number, bought: number) => `${n} of ${bought} completes`,
  spentOf: (spent: string, budget: string) => `${spent} of ${budget}`,
  runningNote: 'Each complete is charged at the cost per interview of its order.',
  finalNote: 'You pay for the completes collected.',
  replacementNote: 'Completes you excluded for poor quality are replaced free of charge.',
} as const;

const SOFT_LAUNCH_LABELS: Record<Exclude<SoftLaunchState, 'disabled'>, string> = {
  active: 'Soft launch in progress',
  completed: 'Soft launch completed',
};

export const softLaunchLabel = (state: Exclude<SoftLaunchState, 'disabled'>) =>
  SOFT_LAUNCH_LABELS[state];
