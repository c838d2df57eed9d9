/**
 * What a results index holds, by respondent number, for a stored snapshot
 * (`indexSnapshot.ts`): the completes' answers as bitmaps and columns and each complete's
 * raking group. Nothing derived from the survey's current state (exclusions, weights, themes):
 * those are applied after a load exactly as after a build.
 */
import type { Bitset } from './bitset.ts';

export interface EntryData {
  answered: Bitset;
  /** The entry's cells in layout order (rows, then items). */
  cells: Bitset[];
  /** Sliders: the value per respondent number, NaN where none (may end before the last). */
  values: Float64Array | null;
  valueSum: number;
  /** Free text: the text per respondent number. */
  texts: (string | undefined)[] | null;
  textChars: number;
}

export interface IndexData {
  /** Session id of each respondent number. */
  sessionIds: string[];
  /** Completion time (ms) of each respondent number. */
  completedAt: Float64Array;
  /** One per layout entry, in layout order. */
  entries: EntryData[];
  /** Each complete's group on the quota margins; null without quotas. */
  weightGroups: { groups: (string | null)[][]; groupOf: Int32Array } | null;
}
