/**
 * A respondent's session as the server stores it: plain JSON, so it survives a restart and a
 * retried request reads the same thing. Everything the engine decides is a pure function of the
 * published survey and this state.
 */
import type { Answer } from '../answers.ts';
import type { SessionLayout } from './layoutTypes.ts';

export type SessionStatus = 'in_progress' | 'complete' | 'screened_out' | 'quota_full' | 'dropped';
export type EndOutcome = Exclude<SessionStatus, 'in_progress'>;

/**
 * Identifies one page: `audience:{member number}` for an audience question (A{n}) and
 * `entry:{entry number}` for a questionnaire entry (their numbers come from separate counters, so
 * the number alone would be ambiguous).
 */
export type PageKey = string;

/** A panel member's known answers: criterion code or custom questionLk -> option code(s) or lk(s). */
export type PanelProfile = Readonly<Record<string, string | readonly string[]>>;

export interface SessionState {
  /** Raised when the shape changes, so the server can refuse or migrate old rows. */
  schemaVersion: 1;
  respondentId: string;
  /** uint32 seed of every random choice of this session (option order, flip, fork branches). */
  seed: number;
  status: SessionStatus;
  /** True once the respondent passed every audience question (quota cells are known from then). */
  qualified: boolean;
  /** The panel's answers to audience questions, kept for hidden questions met later. */
  profile: Record<string, string[]>;
  /** Fork id -> assigned branch number. */
  forks: Record<string, number>;
  /** Answers by page; a text card's page holds null. */
  answers: Record<PageKey, Answer | null>;
  /** Audience questions answered from the panel profile instead of being asked. */
  profiled: PageKey[];
  /** Pages shown to the respondent, in order. */
  seen: PageKey[];
  /** The page waiting for an answer; null once the session ended. */
  current: PageKey | null;
  /**
   * Quota full only: the cell that had no place left, 'total' when it was the open sample itself
   * (a soft launch's batch or the whole sample). Field health leaves 'total' out of volume-full:
   * those were sent past the cap the panel was given (fieldwork/health/README.md).
   */
  fullCell?: string;
  /**
   * Issue 38 §1: the rotating sections shown and the shuffled cards' order, chosen at the start
   * (sectionLayout.ts). Absent: the document order (no section rotates or shuffles).
   */
  layout?: SessionLayout;
  /**
   * Issue 38 §2: the loop items of each looped section reached (section entry number -> item keys
   * in the order walked; empty: skipped), chosen when the walk reached it (loopItems.ts).
   */
  loops?: Record<string, string[]>;
}

export const SESSION_SCHEMA_VERSION = 1;

/** True once the session reached one of its end states. */
export function isEnded(state: SessionState): boolean {
  return state.status !== 'in_progress';
}
