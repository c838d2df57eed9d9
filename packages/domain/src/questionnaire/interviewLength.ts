/** Interview-length estimate and length-of-interview tiers (spec 2 §9, §4 "Audience"). */
import type { Entry, Questionnaire } from './model.ts';

/** Seconds per item. Decision: a slider counts 20 s (the spec's first figure; its table says 15). */
export const SECONDS_PER_ITEM = {
  choice: 15,
  ranked: 20,
  scale: 20,
  freeText: 30,
  textCard: 17,
  privacyTerms: 17,
  audience: 10,
} as const;

/** Matrix seconds by row count: up to 5, 10, 15, 20 rows, then above. */
const MATRIX_TIERS: readonly [number, number][] = [
  [5, 27],
  [10, 38],
  [15, 50],
  [20, 72],
];
const MATRIX_ABOVE = 113;

/** Seconds a matrix with this many rows takes. */
export function matrixSeconds(rows: number): number {
  return MATRIX_TIERS.find(([max]) => rows <= max)?.[1] ?? MATRIX_ABOVE;
}

function entrySeconds(e: Entry): number {
  switch (e.entryType) {
    case 'question':
      switch (e.entryItem.questionTypeCode) {
        case 'Basic':
          return SECONDS_PER_ITEM.choice;
        case 'Ranked':
          return SECONDS_PER_ITEM.ranked;
        case 'Scale':
          return SECONDS_PER_ITEM.scale;
        case 'FreeText':
          return SECONDS_PER_ITEM.freeText;
      }
      return 0;
    case 'matrix':
      return matrixSeconds(e.entryItem.matrixRows.length);
    case 'textCard':
      return SECONDS_PER_ITEM.textCard;
    default:
      return 0;
  }
}

/**
 * Share of respondents who see an entry: for each fork it is on, the summed percentage of its
 * groups there (decision: several forks multiply).
 */
function reach(e: Entry, shares: Map<string, Map<number, number>>): number {
  const byFork = new Map<string, number>();
  for (const ref of e.forks) {
    const pct = shares.get(ref.forkId)?.get(ref.branchNumber) ?? 0;
    byFork.set(ref.forkId, (byFork.get(ref.forkId) ?? 0) + pct);
  }
  let r = 1;
  for (const pct of byFork.values()) r *= Math.min(100, pct) / 100;
  return r;
}

function collect(entries: readonly Entry[], out: Entry[]): void {
  for (const e of entries) {
    out.push(e);
    if (e.entryType === 'section') collect(e.entryItem.entries, out);
  }
}

/** Estimated seconds: items weighted by fork share, plus audience questions that are not hidden. */
export function estimateInterviewSeconds(q: Questionnaire): number {
  const all: Entry[] = [];
  collect(q.entries, all);
  const shares = new Map<string, Map<number, number>>();
  for (const e of all) {
    if (e.entryType !== 'fork') continue;
    shares.set(
      e.entryItem.fork.forkId,
      new Map(e.entryItem.fork.branches.map((b) => [b.branchNumber, b.percentage])),
    );
  }
  let seconds = 0;
  for (const e of all) seconds += entrySeconds(e) * reach(e, shares);
  for (const a of q.audienceEntries) {
    const hidden = a.entryItem.settingValues.some(
      (s) => s.code === 'hide_survey_question' && s.value === 'enabled',
    );
    if (!hidden) seconds += SECONDS_PER_ITEM.audience;
  }
  return seconds;
}

/** Estimated length of interview in whole minutes: rounded up, at least 1. */
export function estimateInterviewMinutes(q: Questionnaire): number {
  return Math.max(1, Math.ceil(Math.round(estimateInterviewSeconds(q) * 1000) / 1000 / 60));
}

/**
 * The length of interview the editor quotes (spec 2 §2 cost panel, §4 stepper): the estimate once
 * the questionnaire has an entry; null before, when the quote uses the researcher's own length
 * (the stepper's, kept in fieldwork; 2 min while unknown). One figure either way: an empty
 * questionnaire's estimate (its 1-minute floor) is never shown beside the stepper's length.
 */
export function quotedInterviewMinutes(q: Questionnaire): number | null {
  return q.entries.length === 0 ? null : estimateInterviewMinutes(q);
}

export interface LoiTier {
  minMinutes: number;
  maxMinutes: number;
  /** Approximate number of questions shown with '~'. */
  questions: number;
}

/** The 9 length-of-interview tiers. */
export const LOI_TIERS: readonly LoiTier[] = [
  { minMinutes: 0, maxMinutes: 2, questions: 6 },
  { minMinutes: 3, maxMinutes: 5, questions: 15 },
  { minMinutes: 6, maxMinutes: 8, questions: 24 },
  { minMinutes: 9, maxMinutes: 12, questions: 36 },
  { minMinutes: 13, maxMinutes: 15, questions: 45 },
  { minMinutes: 16, maxMinutes: 20, questions: 60 },
  { minMinutes: 21, maxMinutes: 25, questions: 75 },
  { minMinutes: 26, maxMinutes: 30, questions: 90 },
  { minMinutes: 31, maxMinutes: 35, questions: 115 },
];

/** Index of the tier holding these minutes (longer than the last tier: the last one). */
export function loiTierIndex(minutes: number): number {
  const i = LOI_TIERS.findIndex((t) => Math.ceil(minutes) <= t.maxMinutes);
  return i < 0 ? LOI_TIERS.length - 1 : i;
}

/** The stepper: the top of the next (or previous) tier, kept within the first and last tiers. */
export function stepLengthOfInterview(minutes: number, direction: 1 | -1): number {
  const i = Math.min(LOI_TIERS.length - 1, Math.max(0, loiTierIndex(minutes) + direction));
  return LOI_TIERS[i]?.maxMinutes ?? 2;
}
