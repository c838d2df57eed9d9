/**
 * Display-if, skip-to and masking notes of the survey script (spec 3 §9 "Script export labels"),
 * written in the editor's words: questions by their card ids (A{n}, Q{n}, Q{n}.{m} for a matrix
 * row) and options by their texts in single quotes.
 */
import { effectiveAnswerQuotas, type EffectiveAnswerQuota } from '../questionnaire/answerQuotas.ts';
import { rotatingSections, sectionsShownCount } from '../questionnaire/sections.ts';
import { END_OF_SURVEY_TARGET } from '../questionnaire/constants.ts';
import type { LogicTerm, MaskingRule, Proposition } from '../questionnaire/logicModel.ts';
import type { Entry, Questionnaire, Route } from '../questionnaire/model.ts';
import { flattenEntries } from '../questionnaire/walk.ts';

interface QuestionRef {
  label: string;
  options: Map<string, string>;
  /** Matrix rows by questionLk, with their Q{n}.{m} labels. */
  rows: Map<string, string>;
}

/** Labels and texts the notes name, looked up by the ids the logic model stores. */
export interface ScriptRefs {
  questions: Map<string, QuestionRef>;
  entryLabels: Map<number, string>;
  forks: Map<string, { name: string; branches: Map<number, string> }>;
  /** Issue 38: the rotating sections' labels and how many of them each respondent sees. */
  rotation: { labels: string[]; shown: number };
  /** Issue 38 §3: each question's quota on its answers, as respondents meet it. */
  answerQuotas: Map<string, EffectiveAnswerQuota>;
}

/** The card id a script shows for an entry ('Q3', 'T1'; forks by their name). */
export function scriptEntryLabel(entry: Entry): string {
  return entry.entryType === 'fork' ? entry.entryItem.fork.name : entry.label;
}

/** Indexes the questionnaire once for the notes. */
export function buildScriptRefs(q: Questionnaire): ScriptRefs {
  const questions = new Map<string, QuestionRef>();
  const entryLabels = new Map<number, string>();
  const forks: ScriptRefs['forks'] = new Map();
  q.audienceEntries.forEach((a, i) => {
    const options = new Map(
      a.entryItem.responseOptions.map((o) => [o.responseOptionLk, o.responseOption.value]),
    );
    questions.set(a.entryItem.questionLk, { label: `A${i + 1}`, options, rows: new Map() });
  });
  for (const e of flattenEntries(q.entries)) {
    entryLabels.set(e.number, scriptEntryLabel(e));
    if (e.entryType === 'question') {
      const options = new Map(
        e.entryItem.responseOptions.map((o) => [o.responseOptionLk, o.responseOption.value]),
      );
      questions.set(e.entryItem.questionLk, { label: e.label, options, rows: new Map() });
    } else if (e.entryType === 'matrix') {
      const options = new Map(
        e.entryItem.responseOptions.map((o) => [o.responseOptionLk, o.responseOption.value]),
      );
      const rows = new Map(
        e.entryItem.matrixRows.map((r) => [r.questionLk, `${e.label}.${r.position + 1}`]),
      );
      questions.set(e.entryItem.matrixTitleLk, { label: e.label, options, rows });
    } else if (e.entryType === 'fork') {
      const branches = new Map(e.entryItem.fork.branches.map((b) => [b.branchNumber, b.label]));
      forks.set(e.entryItem.fork.forkId, { name: e.entryItem.fork.name, branches });
    }
  }
  const rotating = rotatingSections(q);
  const rotation = { labels: rotating.map((e) => e.label), shown: sectionsShownCount(q) };
  const answerQuotas = new Map(effectiveAnswerQuotas(q).map((a) => [a.questionLk, a]));
  return { questions, entryLabels, forks, rotation, answerQuotas };
}

const quoted = (text: string) => `'${text}'`;

function optionList(ref: QuestionRef | undefined, lks: readonly string[]): string {
  return lks.map((lk) => quoted(ref?.options.get(lk) ?? '(deleted option)')).join(' or ');
}

function range(min: number, max: number): string {
  return min === max ? `${min}` : `${min} to ${max}`;
}

function describeProposition(refs: ScriptRefs, p: Proposition): string {
  const ref = (lk: string) => refs.questions.get(lk);
  const label = (lk: string) => ref(lk)?.label ?? '(deleted question)';
  switch (p.kind) {
    case 'questionResponseOption':
    case 'audienceResponseOption':
      return `${label(p.questionLk)} is ${optionList(ref(p.questionLk), p.responseOptionLks)}`;
    case 'questionResponseOptionRank':
      return `${label(p.questionLk)} ranks ${optionList(ref(p.questionLk), [p.responseOptionLk])} in the top ${p.rank}`;
    case 'questionResponseOptionCount':
      return `${label(p.questionLk)} has ${range(p.min, p.max)} options chosen`;
    case 'matrixResponseOption': {
      const m = ref(p.matrixTitleLk);
      const row = m?.rows.get(p.questionLk) ?? label(p.matrixTitleLk);
      return `${row} is ${optionList(m, p.responseOptionLks)}`;
    }
    case 'matrixRowCount':
      return `${label(p.matrixTitleLk)} has ${optionList(ref(p.matrixTitleLk), [p.responseOptionLk])} in ${range(p.min, p.max)} rows`;
    case 'matrixResponseOptionCount': {
      const m = ref(p.matrixTitleLk);
      const row = m?.rows.get(p.questionLk) ?? label(p.matrixTitleLk);
      return `${row} has ${range(p.min, p.max)} columns chosen`;
    }
  }
}

/** 'Display if: Q1 is 'Yes' OR A1 is 'Male' AND NOT Q2 …' (OR within a clause, AND across). */
export function displayIfNote(refs: ScriptRefs, logic: readonly LogicTerm[]): string | null {
  if (logic.length === 0) return null;
  const clauses = new Map<number, string[]>();
  for (const term of [...logic].sort((a, b) => a.clauseNumber - b.clauseNumber)) {
    const text = `${term.negated ? 'NOT ' : ''}${describeProposition(refs, term.proposition)}`;
    clauses.set(term.clauseNumber, [...(clauses.get(term.clauseNumber) ?? []), text]);
  }
  const parts = [...clauses.values()].map((terms) =>
    terms.length > 1 && clauses.size > 1 ? `(${terms.join(' OR ')})` : terms.join(' OR '),
  );
  return `Display if: ${parts.join(' AND ')}`;
}

/** 'Skip to Q5' or 'Skip to End of survey'. */
export function skipToNote(refs: ScriptRefs, route: Route | null): string | null {
  if (!route) return null;
  if (route.targetNumber === END_OF_SURVEY_TARGET) return 'Skip to End of survey';
  return `Skip to ${refs.entryLabels.get(route.targetNumber) ?? '(deleted card)'}`;
}

/** 'Shown if chosen at Q1' for an option or row masked by earlier answers. */
export function maskingNote(refs: ScriptRefs, rules: readonly MaskingRule[]): string | null {
  if (rules.length === 0) return null;
  const parts = rules.map((rule) => {
    const labels = [
      ...new Set(
        rule.maskingKeys.map((k) => {
          const ref = refs.questions.get(k.matrixTitleLk ?? k.questionLk);
          const row = k.matrixTitleLk ? ref?.rows.get(k.questionLk) : undefined;
          return row ?? ref?.label ?? '(deleted question)';
        }),
      ),
    ].join(rule.clause === 'AND' ? ' and ' : ' or ');
    return `${rule.negated ? 'Shown if not chosen at' : 'Shown if chosen at'} ${labels}`;
  });
  return parts.join('; ');
}

/** 'Fork 1: group A' notes of an entry shown on fork branches. */
export function forkNote(refs: ScriptRefs, entry: Entry): string | null {
  if (entry.forks.length === 0) return null;
  const parts = entry.forks.map((f) => {
    const fork = refs.forks.get(f.forkId);
    return `${fork?.name ?? '(deleted fork)'} group ${fork?.branches.get(f.branchNumber) ?? f.branchNumber}`;
  });
  return `Shown to: ${parts.join(', ')}`;
}
