/**
 * Display logic and masking evaluated against the answers given so far (spec 2 §3 "Masking rule",
 * "Logic proposition kinds"). A question the respondent never answered (not reached, hidden,
 * skipped by a route) makes a proposition false, so its negation holds: a respondent who never saw
 * Q2 did not choose its option. Default options (Don't know, ...) are not options of the question:
 * counts leave them out.
 */
import type {
  EntryForkRef,
  LogicTerm,
  MaskingKey,
  MaskingRule,
  Proposition,
} from '../../questionnaire/logicModel.ts';
import type { Answer } from '../answers.ts';

/** The answer to a question, matrix or audience question by its lk, or null when none. */
export type AnswerOf = (lk: string) => Answer | null;

const DEFAULT_PREFIX = 'default:';
const real = (ids: readonly string[]) => ids.filter((id) => !id.startsWith(DEFAULT_PREFIX));
const within = (n: number, min: number, max: number) => n >= min && n <= max;

function choicePicks(answer: Answer | null): string[] | null {
  if (answer?.kind === 'choice') return answer.selected;
  if (answer?.kind === 'ranked') return answer.ranking;
  return null;
}

function matrixRows(answer: Answer | null): Record<string, string[]> | null {
  return answer?.kind === 'matrix' ? answer.rows : null;
}

/** Whether a proposition holds (before its term's negation). */
export function propositionHolds(p: Proposition, answerOf: AnswerOf): boolean {
  switch (p.kind) {
    case 'questionResponseOption':
    case 'audienceResponseOption': {
      const picks = choicePicks(answerOf(p.questionLk));
      return picks !== null && picks.some((id) => p.responseOptionLks.includes(id));
    }
    case 'questionResponseOptionRank': {
      const answer = answerOf(p.questionLk);
      if (answer?.kind !== 'ranked') return false;
      const place = answer.ranking.indexOf(p.responseOptionLk);
      return place >= 0 && place < p.rank;
    }
    case 'questionResponseOptionCount': {
      const picks = choicePicks(answerOf(p.questionLk));
      return picks !== null && within(real(picks).length, p.min, p.max);
    }
    case 'matrixResponseOption': {
      const rows = matrixRows(answerOf(p.matrixTitleLk));
      const picks = rows?.[p.questionLk] ?? [];
      return picks.some((id) => p.responseOptionLks.includes(id));
    }
    case 'matrixRowCount': {
      const rows = matrixRows(answerOf(p.matrixTitleLk));
      if (rows === null) return false;
      const n = Object.values(rows).filter((picks) => picks.includes(p.responseOptionLk)).length;
      return within(n, p.min, p.max);
    }
    case 'matrixResponseOptionCount': {
      const rows = matrixRows(answerOf(p.matrixTitleLk));
      const picks = rows?.[p.questionLk];
      return picks !== undefined && within(real(picks).length, p.min, p.max);
    }
  }
}

/** Display logic: AND across clause numbers, OR within a clause; no terms means always shown. */
export function logicHolds(terms: readonly LogicTerm[], answerOf: AnswerOf): boolean {
  const clauses = new Map<number, boolean>();
  for (const t of terms) {
    const value = propositionHolds(t.proposition, answerOf) !== t.negated;
    clauses.set(t.clauseNumber, (clauses.get(t.clauseNumber) ?? false) || value);
  }
  return [...clauses.values()].every(Boolean);
}

function keyChosen(key: MaskingKey, answerOf: AnswerOf): boolean {
  if (key.matrixTitleLk === null) {
    return choicePicks(answerOf(key.questionLk))?.includes(key.responseOptionLk) ?? false;
  }
  const rows = matrixRows(answerOf(key.matrixTitleLk));
  return rows?.[key.questionLk]?.includes(key.responseOptionLk) ?? false;
}

/**
 * Whether a masked option, row or column is shown: each rule needs all its keys chosen (AND) or
 * any (OR), inverted when negated; several rules must all hold. No rules: always shown.
 */
export function maskingHolds(rules: readonly MaskingRule[], answerOf: AnswerOf): boolean {
  return rules.every((rule) => {
    const chosen = rule.maskingKeys.map((k) => keyChosen(k, answerOf));
    const value = rule.clause === 'AND' ? chosen.every(Boolean) : chosen.some(Boolean);
    return value !== rule.negated;
  });
}

/**
 * Fork membership: for every fork the entry names, the respondent's branch is one of the named
 * branches (OR within a fork, AND across forks). Forks the survey does not hold are ignored.
 */
export function forksHold(
  refs: readonly EntryForkRef[],
  branchOf: (forkId: string) => number | null,
): boolean {
  const byFork = new Map<string, number[]>();
  for (const r of refs) byFork.set(r.forkId, [...(byFork.get(r.forkId) ?? []), r.branchNumber]);
  for (const [forkId, branches] of byFork) {
    const branch = branchOf(forkId);
    if (branch !== null && !branches.includes(branch)) return false;
  }
  return true;
}
