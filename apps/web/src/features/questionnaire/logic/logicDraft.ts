/**
 * The display-logic dialog's state and how it maps to the document: a card's fork groups and
 * display logic (spec 2 §4 "Display logic") and an option's, row's or column's masking rules.
 */
import type { CountCandidate, LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import type { LogicTerm, MaskingKey, MaskingRule } from '@survey/domain/questionnaire/logicModel';
import type { PropositionInput } from '@survey/domain/questionnaire/logicOps';
import type { Entry } from '@survey/domain/questionnaire/model';
import { rankCountFromTerm, rankCountProblem, type RankCountCondition } from './rankCount.ts';

export type Operator = 'AND' | 'OR';

/** Show the card only to respondents on this group of an earlier fork. */
export interface ForkCondition {
  kind: 'fork';
  key: string;
  forkId: string | null;
  branchNumber: number | null;
}

/** Show only if the respondent chose (or did not choose) one of these options of a question. */
export interface ResponseCondition {
  kind: 'response';
  key: string;
  /** candidateKey of the chosen question or matrix row. */
  candidate: string | null;
  negated: boolean;
  optionLks: string[];
}

export type Condition = ForkCondition | ResponseCondition | RankCountCondition;

/** Fork conditions always come first; the operator joins the other (response, rank, count) ones. */
export interface LogicDraft {
  operator: Operator;
  conditions: Condition[];
}

/** Spec 2 §9: names over 40 characters show the first 19, an ellipsis, then the last 18. */
export function shortenName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 40) return name;
  return `${chars.slice(0, 19).join('')}…${chars.slice(-18).join('')}`;
}

/** One key per question or matrix row (a row's questionLk is unique within its matrix). */
export function candidateKey(c: { questionLk: string; matrixTitleLk: string | null }): string {
  return c.matrixTitleLk === null ? c.questionLk : `${c.matrixTitleLk}/${c.questionLk}`;
}

/** Spec 2 §4: the operator is derived from the existing logic (one clause of several terms: OR). */
export function deriveOperator(terms: readonly LogicTerm[]): Operator {
  const clauses = new Set(terms.map((t) => t.clauseNumber));
  return clauses.size === 1 && terms.length > 1 ? 'OR' : 'AND';
}

function conditionFromTerm(term: LogicTerm, key: string): Condition | null {
  const p = term.proposition;
  switch (p.kind) {
    case 'questionResponseOption':
    case 'audienceResponseOption':
      return {
        kind: 'response',
        key,
        candidate: candidateKey({ questionLk: p.questionLk, matrixTitleLk: null }),
        negated: term.negated,
        optionLks: [...p.responseOptionLks],
      };
    case 'matrixResponseOption':
      return {
        kind: 'response',
        key,
        candidate: candidateKey(p),
        negated: term.negated,
        optionLks: [...p.responseOptionLks],
      };
    default:
      return rankCountFromTerm(p, term.negated, key);
  }
}

/** The dialog's state for a card's current fork groups and display logic. */
export function draftFromEntry(entry: Entry, newKey: () => string): LogicDraft {
  const forks: Condition[] = entry.forks.map((f) => ({
    kind: 'fork',
    key: newKey(),
    forkId: f.forkId,
    branchNumber: f.branchNumber,
  }));
  const terms = [...entry.questionLogic].sort((a, b) => a.clauseNumber - b.clauseNumber);
  const responses = terms
    .map((t) => conditionFromTerm(t, newKey()))
    .filter((c): c is Condition => c !== null);
  return { operator: deriveOperator(terms), conditions: [...forks, ...responses] };
}

function keyGroups(keys: readonly MaskingKey[]): Map<string, MaskingKey[]> {
  const groups = new Map<string, MaskingKey[]>();
  for (const k of keys) {
    const key = candidateKey(k);
    groups.set(key, [...(groups.get(key) ?? []), k]);
  }
  return groups;
}

/**
 * The dialog's state for an item's masking rules. Decision: one rule per condition ('is one of':
 * any of its keys; negated for 'is not one of'), rules ANDed; OR across conditions is one rule
 * holding every condition's keys (see maskingRulesFromDraft).
 */
export function draftFromMasking(rules: readonly MaskingRule[], newKey: () => string): LogicDraft {
  const toConditions = (keys: MaskingKey[][], negated: boolean): ResponseCondition[] =>
    keys.map((group) => ({
      kind: 'response',
      key: newKey(),
      candidate: group[0] ? candidateKey(group[0]) : null,
      negated,
      optionLks: group.map((k) => k.responseOptionLk),
    }));
  const [only] = rules;
  if (rules.length === 1 && only && only.clause === 'OR' && !only.negated) {
    const groups = [...keyGroups(only.maskingKeys).values()];
    return { operator: groups.length > 1 ? 'OR' : 'AND', conditions: toConditions(groups, false) };
  }
  const conditions = rules.flatMap((rule) =>
    rule.clause === 'OR'
      ? toConditions([...keyGroups(rule.maskingKeys).values()], rule.negated)
      : toConditions(
          rule.maskingKeys.map((k) => [k]),
          rule.negated,
        ),
  );
  return { operator: 'AND', conditions };
}

/** Spec 2 §4: choosing another question in a condition clears its chosen options. */
export function withQuestion(condition: ResponseCondition, candidate: string): ResponseCondition {
  if (condition.candidate === candidate) return condition;
  return { ...condition, candidate, optionLks: [] };
}

/** Why the draft cannot be saved yet, or null. */
export function draftProblem(
  draft: LogicDraft,
  mode: 'card' | 'masking',
  counted: readonly CountCandidate[] = [],
): string | null {
  for (const c of draft.conditions) {
    if (c.kind === 'rank' || c.kind === 'count' || c.kind === 'kept') {
      const problem = rankCountProblem(c, counted);
      if (problem !== null) return problem;
    }
    if (c.kind === 'fork' && (c.forkId === null || c.branchNumber === null)) {
      return 'Choose a fork and a group for every fork condition.';
    }
    if (c.kind === 'response' && (c.candidate === null || c.optionLks.length === 0)) {
      return 'Choose a question and at least one response for every condition.';
    }
  }
  const responses = draft.conditions.filter((c) => c.kind === 'response');
  if (
    mode === 'masking' &&
    draft.operator === 'OR' &&
    responses.length > 1 &&
    responses.some((c) => c.negated)
  ) {
    return "Conditions joined by OR can't use 'is not one of' here; use AND instead.";
  }
  return null;
}

/** The proposition input of a response condition, by the kind of its question. */
export function propositionOf(candidate: LogicCandidate, optionLks: string[]): PropositionInput {
  const responseOptionLks = [...optionLks];
  switch (candidate.kind) {
    case 'audience':
      return { audienceReponseOption: { questionLk: candidate.questionLk, responseOptionLks } };
    case 'question':
      return { questionResponseOption: { questionLk: candidate.questionLk, responseOptionLks } };
    case 'matrixRow':
      return {
        matrixResponseOption: {
          matrixTitleLk: candidate.matrixTitleLk ?? '',
          questionLk: candidate.questionLk,
          responseOptionLks,
        },
      };
  }
}

function responsesOf(draft: LogicDraft): ResponseCondition[] {
  return draft.conditions.filter((c): c is ResponseCondition => c.kind === 'response');
}

/** Masking rules of a complete draft (an empty draft removes masking). */
export function maskingRulesFromDraft(
  draft: LogicDraft,
  candidates: readonly LogicCandidate[],
): MaskingRule[] {
  const byKey = new Map(candidates.map((c) => [candidateKey(c), c]));
  const keysOf = (c: ResponseCondition): MaskingKey[] => {
    const candidate = c.candidate === null ? undefined : byKey.get(c.candidate);
    if (!candidate) return [];
    return c.optionLks.map((responseOptionLk) => ({
      questionLk: candidate.questionLk,
      matrixTitleLk: candidate.matrixTitleLk,
      responseOptionLk,
    }));
  };
  const responses = responsesOf(draft);
  if (draft.operator === 'OR' && responses.length > 1) {
    return [{ clause: 'OR', maskingKeys: responses.flatMap(keysOf), negated: false }];
  }
  return responses.map((c) => ({ clause: 'OR', maskingKeys: keysOf(c), negated: c.negated }));
}

/** A one-line summary ('Q1 is one of Yes, No AND Q2 is not one of Red') of the response conditions. */
export function describeConditions(
  draft: LogicDraft,
  candidates: readonly LogicCandidate[],
): string {
  const byKey = new Map(candidates.map((c) => [candidateKey(c), c]));
  const parts = responsesOf(draft).map((c) => {
    const candidate = c.candidate === null ? undefined : byKey.get(c.candidate);
    if (!candidate) return 'a removed question';
    const values = candidate.options
      .filter((o) => c.optionLks.includes(o.responseOptionLk))
      .map((o) => o.value || '(blank)');
    return `${candidate.label} ${c.negated ? 'is not one of' : 'is one of'} ${values.join(', ')}`;
  });
  return parts.join(` ${draft.operator} `);
}
