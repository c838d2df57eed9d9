/**
 * Replacements for poor-quality completes (issue 38 §4). A complete the researcher excludes for a
 * quality reason (one the data-quality list flags it with: speeder, straight-liner, gibberish or
 * duplicate text, duplicate respondent) within the replacement window after fielding first ended
 * is owed a replacement: the panel fields one more respondent into the quota cells the excluded
 * complete held, at no charge. Pure rules; the quality module records what is owed and orders
 * fields it.
 *
 * Decisions (the issue leaves them open):
 * - The window is a survey's setting (kept with its order, 7 days unless set otherwise), counted
 *   from the first time fielding ended: reopening for replacements and ending again does not
 *   extend it, or excluding replacements could keep a survey fielding for ever.
 * - A replacement is an ordinary complete: excluded for a quality reason inside the window, it is
 *   replaced in turn. Replacements of one survey add up to at most its bought sample
 *   (`MAX_REPLACEMENT_SHARE`): past that the panel's quality is not the problem, the survey is,
 *   and every further one is free fieldwork.
 * - A survey the researcher ended short of its sample gets no replacements: the panel would
 *   otherwise field the rest of the sample for free.
 * - An exclusion for no quality reason (a complete the list does not flag) is the researcher's
 *   own choice and owes nothing.
 */
import type { QualityReason } from '../results/analysisContract.ts';

export const DEFAULT_REPLACEMENT_WINDOW_DAYS = 7;
/**
 * The whole sample's quota cell (the respondent module's TOTAL_CELL, which every complete holds):
 * its places are the number of replacements.
 */
export const WHOLE_SAMPLE_CELL = 'total';
/** Longest window a survey may set (a quarter: a tracker's wave is older data by then). */
export const MAX_REPLACEMENT_WINDOW_DAYS = 90;
/** Replacements of one survey, as a share of its bought sample, at most. */
export const MAX_REPLACEMENT_SHARE = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

export type NoReplacementReason =
  /** Excluded for no reason the data-quality list gives. */
  | 'NOT_A_QUALITY_REASON'
  /** Fielding has not ended yet: the panel is still sending respondents anyway. */
  | 'STILL_FIELDING'
  /** Fielding ended short of the sample (the researcher ended it): nothing was left to replace. */
  | 'ENDED_SHORT'
  /** Excluded after the window closed. */
  | 'WINDOW_CLOSED'
  /** The survey already had as many replacements as it has completes bought. */
  | 'LIMIT_REACHED';

export interface ReplacementTerms {
  /** When fielding first ended (the order first Completed); null while it never has. */
  fieldingEndedAtMs: number | null;
  windowDays: number;
  /** The sample as bought. */
  samplesNeeded: number;
  /** Completes collected, excluded ones among them (the whole sample's filled places). */
  completesCollected: number;
  /** Replacements already owed or fielded for the survey (cancelled ones not counted). */
  replacementsSoFar: number;
}

/** When the window closes; null while fielding has not ended. */
export function windowClosesAtMs(
  terms: Pick<ReplacementTerms, 'fieldingEndedAtMs' | 'windowDays'>,
) {
  return terms.fieldingEndedAtMs === null
    ? null
    : terms.fieldingEndedAtMs + terms.windowDays * DAY_MS;
}

/**
 * Which of the completes excluded now (in order) are owed a replacement, and why the others are
 * not. `reasons` are the quality reasons the list flags each complete with (none: excluded for
 * another reason). The limit is applied in the given order.
 */
export function owedReplacements(
  terms: ReplacementTerms,
  excludedAtMs: number,
  completes: readonly { sessionId: string; reasons: readonly QualityReason[] }[],
): { owed: string[]; notOwed: { sessionId: string; why: NoReplacementReason }[] } {
  const owed: string[] = [];
  const notOwed: { sessionId: string; why: NoReplacementReason }[] = [];
  const closesAt = windowClosesAtMs(terms);
  const limit = Math.floor(terms.samplesNeeded * MAX_REPLACEMENT_SHARE);
  let soFar = terms.replacementsSoFar;
  for (const c of completes) {
    const why: NoReplacementReason | null =
      c.reasons.length === 0
        ? 'NOT_A_QUALITY_REASON'
        : closesAt === null
          ? 'STILL_FIELDING'
          : terms.completesCollected < terms.samplesNeeded
            ? 'ENDED_SHORT'
            : excludedAtMs > closesAt
              ? 'WINDOW_CLOSED'
              : soFar >= limit
                ? 'LIMIT_REACHED'
                : null;
    if (why) notOwed.push({ sessionId: c.sessionId, why });
    else {
      owed.push(c.sessionId);
      soFar += 1;
    }
  }
  return { owed, notOwed };
}

/**
 * The places replacements open, per quota cell: one in each cell an excluded complete held (its
 * whole-sample cell among them), so the panel sends respondents who fit what was lost.
 */
export function replacementPlaces(
  owed: readonly { cells: readonly string[] }[],
): Record<string, number> {
  const places: Record<string, number> = {};
  for (const { cells } of owed) {
    for (const cell of new Set(cells)) places[cell] = (places[cell] ?? 0) + 1;
  }
  return places;
}

/** Adds (or with `sign` -1 takes away) places; cells left at zero are dropped. */
export function addPlaces(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
  sign: 1 | -1 = 1,
): Record<string, number> {
  const sum: Record<string, number> = { ...a };
  for (const [cell, n] of Object.entries(b)) sum[cell] = (sum[cell] ?? 0) + sign * n;
  for (const [cell, n] of Object.entries(sum)) if (n <= 0) delete sum[cell];
  return sum;
}

/**
 * Whether reversing an owed exclusion cancels its replacement: only while it has not arrived,
 * that is while each cell it opened still has a free place (nobody has filled it, nor holds it
 * on the way to completing). Once taken, the replacement stands and stays credited.
 */
export function cancellable(
  cells: readonly string[],
  quota: readonly { cellKey: string; target: number; filled: number; reserved: number }[],
): boolean {
  const byKey = new Map(quota.map((c) => [c.cellKey, c]));
  return cells.every((key) => {
    const cell = byKey.get(key);
    return cell !== undefined && cell.filled + cell.reserved < cell.target;
  });
}

/** The credit line of the cost card and the order: plain words, no price. */
export function replacementCredit(replaced: number): string | null {
  if (replaced <= 0) return null;
  return `${replaced} ${replaced === 1 ? 'complete' : 'completes'} replaced at no charge`;
}

export type WindowChangeRefusal =
  /** Not a whole number of days from 0 to MAX_REPLACEMENT_WINDOW_DAYS. */
  | 'OUT_OF_RANGE'
  /** The window has closed already: reopening it would make old exclusions owed again. */
  | 'WINDOW_CLOSED';

/** A window the researcher may choose: whole days from 0 to MAX_REPLACEMENT_WINDOW_DAYS. */
export const isWindowDays = (days: number) =>
  Number.isInteger(days) && days >= 0 && days <= MAX_REPLACEMENT_WINDOW_DAYS;

/**
 * Whether the researcher may set the window to `days` now. Any time until the window closes
 * (before fielding ends, or inside the window); shortening it so that it closes at once is
 * allowed (their own choice), but a closed window stays closed.
 */
export function checkWindowChange(
  terms: Pick<ReplacementTerms, 'fieldingEndedAtMs' | 'windowDays'>,
  days: number,
  nowMs: number,
): WindowChangeRefusal | null {
  if (!isWindowDays(days)) return 'OUT_OF_RANGE';
  const closesAt = windowClosesAtMs(terms);
  return closesAt !== null && nowMs > closesAt ? 'WINDOW_CLOSED' : null;
}

/** A supplier order as the credit counts it: a replacements batch has its places, others null. */
export interface CreditedBatch {
  replacementPlaces: unknown;
  status: string;
  samplesNeeded: number;
}

/**
 * Completes replaced at no charge (the cost menu's credit, the order's `replacedCompletes`, the
 * completion notice): the places of the replacements batches not withdrawn (Closed).
 */
export function replacedCompletes(batches: readonly CreditedBatch[]): number {
  return batches
    .filter((o) => o.replacementPlaces !== null && o.status !== 'Closed')
    .reduce((n, o) => n + o.samplesNeeded, 0);
}
