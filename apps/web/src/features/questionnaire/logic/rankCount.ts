/**
 * Rank and count conditions of a card's display logic ("Q2 ranked Tea in the top 3", "Q1 chose 2
 * or more"), and conditions the dialog shows but does not edit (matrix counts): how each is read
 * from a term, checked, turned back into a proposition and described.
 */
import type { CountCandidate, LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import type { Proposition } from '@survey/domain/questionnaire/logicModel';
import type { PropositionInput } from '@survey/domain/questionnaire/logicOps';

/** Ranked an option of an earlier ranked question within the top `rank` places. */
export interface RankCondition {
  kind: 'rank';
  key: string;
  questionLk: string | null;
  optionLk: string | null;
  rank: number;
  negated: boolean;
}

/** Chose between `min` and `max` options (inclusive) of an earlier choice or ranked question. */
export interface CountCondition {
  kind: 'count';
  key: string;
  questionLk: string | null;
  min: number;
  max: number;
  negated: boolean;
}

/** A matrix count condition set through the API: shown, kept on save, removable. */
export interface KeptCondition {
  kind: 'kept';
  key: string;
  proposition: Extract<Proposition, { kind: 'matrixRowCount' | 'matrixResponseOptionCount' }>;
  negated: boolean;
}

export type RankCountCondition = RankCondition | CountCondition | KeptCondition;

/** The condition of a rank or count proposition, or null for the other kinds. */
export function rankCountFromTerm(
  p: Proposition,
  negated: boolean,
  key: string,
): RankCountCondition | null {
  switch (p.kind) {
    case 'questionResponseOptionRank':
      return {
        kind: 'rank',
        key,
        questionLk: p.questionLk,
        optionLk: p.responseOptionLk,
        rank: p.rank,
        negated,
      };
    case 'questionResponseOptionCount':
      return { kind: 'count', key, questionLk: p.questionLk, min: p.min, max: p.max, negated };
    case 'matrixRowCount':
    case 'matrixResponseOptionCount':
      return { kind: 'kept', key, proposition: p, negated };
    default:
      return null;
  }
}

/** A new rank condition, on the only ranked question when there is one. */
export function newRankCondition(key: string, counted: readonly CountCandidate[]): RankCondition {
  const ranked = counted.filter((c) => c.ranked);
  const only = ranked.length === 1 ? ranked[0] : undefined;
  return {
    kind: 'rank',
    key,
    questionLk: only?.questionLk ?? null,
    optionLk: null,
    rank: 1,
    negated: false,
  };
}

/** A new count condition: "chose 1 or more" once a question is chosen. */
export function newCountCondition(key: string): CountCondition {
  return { kind: 'count', key, questionLk: null, min: 1, max: 1, negated: false };
}

/** Choosing another question clears the option and keeps the place within its options. */
export function withRankQuestion(c: RankCondition, q: CountCandidate): RankCondition {
  if (c.questionLk === q.questionLk) return c;
  return {
    ...c,
    questionLk: q.questionLk,
    optionLk: null,
    rank: Math.min(c.rank, Math.max(1, q.options.length)),
  };
}

/** Choosing another question sets the range to "1 or more" of its options. */
export function withCountQuestion(c: CountCondition, q: CountCandidate): CountCondition {
  if (c.questionLk === q.questionLk) return c;
  return { ...c, questionLk: q.questionLk, min: 1, max: Math.max(1, q.options.length) };
}

/** Why the condition cannot be saved yet, or null. */
export function rankCountProblem(
  c: RankCountCondition,
  counted: readonly CountCandidate[],
): string | null {
  if (c.kind === 'kept') return null;
  const q = counted.find((x) => x.questionLk === c.questionLk);
  if (c.kind === 'rank') {
    return q?.ranked && c.optionLk !== null && c.rank >= 1
      ? null
      : 'Choose a ranked question, a response and a place for every rank condition.';
  }
  if (!q) return 'Choose a question for every count condition.';
  if (!Number.isInteger(c.min) || !Number.isInteger(c.max) || c.min < 0 || c.min > c.max) {
    return 'In a count condition, "at least" must be a whole number no greater than "at most".';
  }
  return null;
}

/** The proposition input of a complete condition. */
export function rankCountProposition(c: RankCountCondition): PropositionInput | null {
  switch (c.kind) {
    case 'rank':
      return c.questionLk === null || c.optionLk === null
        ? null
        : {
            questionResponseOptionRank: {
              questionLk: c.questionLk,
              responseOptionLk: c.optionLk,
              rank: c.rank,
            },
          };
    case 'count':
      return c.questionLk === null
        ? null
        : { questionResponseOptionCount: { questionLk: c.questionLk, min: c.min, max: c.max } };
    case 'kept': {
      const p = c.proposition;
      const { matrixTitleLk, min, max } = p;
      return p.kind === 'matrixRowCount'
        ? { matrixRowCount: { matrixTitleLk, responseOptionLk: p.responseOptionLk, min, max } }
        : { matrixResponseOptionCount: { matrixTitleLk, questionLk: p.questionLk, min, max } };
    }
  }
}

/** 'chose 2 or more', 'chose between 1 and 3', 'chose at most 2', 'chose exactly 2'. */
export function describeRange(min: number, max: number, optionCount: number): string {
  if (min === max) return `chose exactly ${min}`;
  if (max >= optionCount) return `chose ${min} or more`;
  if (min === 0) return `chose at most ${max}`;
  return `chose between ${min} and ${max}`;
}

/** A sentence for a matrix count condition (the dialog does not edit these). */
export function describeKept(c: KeptCondition, candidates: readonly LogicCandidate[]): string {
  const p = c.proposition;
  const rows = candidates.filter((x) => x.matrixTitleLk === p.matrixTitleLk);
  const not = c.negated ? 'not ' : '';
  if (p.kind === 'matrixResponseOptionCount') {
    const row = rows.find((r) => r.questionLk === p.questionLk);
    return `${row?.label ?? 'A removed row'}: ${not}${describeRange(p.min, p.max, row?.options.length ?? p.max)} columns`;
  }
  const column = rows[0]?.options.find((o) => o.responseOptionLk === p.responseOptionLk);
  const matrix = rows[0]?.label.replace(/\.\d+$/, '') ?? 'A removed matrix';
  return `${matrix}: '${column?.value ?? 'a removed column'}' ${not}chosen in ${p.min} to ${p.max} rows`;
}
