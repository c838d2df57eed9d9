/**
 * An independent check of a walked path (property tests): re-reads the questionnaire and the
 * answers the respondent gave, without the engine's code, and lists every rule the path broke.
 * Written plainly, as a second implementation, so a bug in the engine's evaluation cannot hide
 * behind the same bug in the check.
 */
import type { LogicTerm, MaskingRule } from '../../../questionnaire/logicModel.ts';
import type { Entry } from '../../../questionnaire/model.ts';
import { flattenEntries } from '../../../questionnaire/walk.ts';
import type { Answer } from '../../answers.ts';
import type { PublishedSurvey } from '../published.ts';
import type { Walk } from './walkSession.ts';

type Given = Map<string, Answer>;

function picksOf(a: Answer | undefined): string[] {
  if (a?.kind === 'choice') return a.selected;
  if (a?.kind === 'ranked') return a.ranking;
  return [];
}
const cell = (a: Answer | undefined, row: string) =>
  a?.kind === 'matrix' ? (a.rows[row] ?? []) : [];
const realCount = (ids: string[]) => ids.filter((id) => !id.startsWith('default:')).length;

function termTrue(t: LogicTerm, given: Given): boolean {
  const p = t.proposition;
  let value: boolean;
  if (p.kind === 'questionResponseOption' || p.kind === 'audienceResponseOption') {
    value = picksOf(given.get(p.questionLk)).some((id) => p.responseOptionLks.includes(id));
  } else if (p.kind === 'questionResponseOptionRank') {
    const a = given.get(p.questionLk);
    const rank = a?.kind === 'ranked' ? a.ranking.indexOf(p.responseOptionLk) + 1 : 0;
    value = rank >= 1 && rank <= p.rank;
  } else if (p.kind === 'questionResponseOptionCount') {
    const a = given.get(p.questionLk);
    const n = realCount(picksOf(a));
    value = a !== undefined && n >= p.min && n <= p.max;
  } else if (p.kind === 'matrixResponseOption') {
    value = cell(given.get(p.matrixTitleLk), p.questionLk).some((id) =>
      p.responseOptionLks.includes(id),
    );
  } else if (p.kind === 'matrixRowCount') {
    const a = given.get(p.matrixTitleLk);
    const n =
      a?.kind === 'matrix'
        ? Object.values(a.rows).filter((r) => r.includes(p.responseOptionLk)).length
        : -1;
    value = n >= p.min && n <= p.max;
  } else {
    const a = given.get(p.matrixTitleLk);
    const row = a?.kind === 'matrix' ? a.rows[p.questionLk] : undefined;
    value = row !== undefined && realCount(row) >= p.min && realCount(row) <= p.max;
  }
  return t.negated ? !value : value;
}

function logicTrue(terms: LogicTerm[], given: Given): boolean {
  const clauses = [...new Set(terms.map((t) => t.clauseNumber))];
  return clauses.every((c) => terms.some((t) => t.clauseNumber === c && termTrue(t, given)));
}

function maskTrue(rules: MaskingRule[], given: Given): boolean {
  return rules.every((r) => {
    const hits = r.maskingKeys.map((k) =>
      k.matrixTitleLk === null
        ? picksOf(given.get(k.questionLk)).includes(k.responseOptionLk)
        : cell(given.get(k.matrixTitleLk), k.questionLk).includes(k.responseOptionLk),
    );
    const value = r.clause === 'AND' ? hits.every((h) => h) : hits.some((h) => h);
    return r.negated ? !value : value;
  });
}

const lkOf = (e: Entry): string | null =>
  e.entryType === 'question'
    ? e.entryItem.questionLk
    : e.entryType === 'matrix'
      ? e.entryItem.matrixTitleLk
      : null;

/** Every rule the walk broke (empty when the path is right). */
export function pathProblems(published: PublishedSurvey, walk: Walk): string[] {
  const problems: string[] = [];
  const entries = flattenEntries(published.questionnaire.entries);
  const order = new Map(entries.map((e, i) => [`entry:${e.number}`, i]));
  const given: Given = new Map();
  // Audience answers by their key (what logic names them by), whether asked or profiled.
  const audienceKey = new Map(
    published.audience.members.map((m) => [
      `audience:${m.number}`,
      m.memberType === 'Standard' ? m.memberItem.criterion.code : m.memberItem.questionLk,
    ]),
  );
  for (const key of walk.state.profiled) {
    const a = walk.state.answers[key];
    if (a) given.set(audienceKey.get(key) ?? '', a);
  }
  let previous = -1;
  let routedTo: number | 'END' | null = null;
  for (const [i, v] of walk.visits.entries()) {
    const key = v.page.key;
    const place = order.get(key);
    if (place === undefined) {
      if (v.answer) given.set(audienceKey.get(key) ?? '', v.answer);
      continue;
    }
    const entry = entries[place]!;
    if (place <= previous) problems.push(`${key} shown after a later entry`);
    if (routedTo === 'END') problems.push(`${key} shown after a route to the end`);
    if (typeof routedTo === 'number' && place < routedTo)
      problems.push(`${key} shown between a route and its target`);
    if (!logicTrue(entry.questionLogic, given)) problems.push(`${key} shown with false logic`);
    for (const ref of entry.forks) {
      const mine = walk.state.forks[ref.forkId];
      const allowed = entry.forks.filter((r) => r.forkId === ref.forkId).map((r) => r.branchNumber);
      if (mine === undefined || !allowed.includes(mine))
        problems.push(`${key} shown off its fork branch`);
    }
    const items =
      entry.entryType === 'question' || entry.entryType === 'matrix'
        ? [
            ...entry.entryItem.responseOptions.map(
              (o) => [o.responseOptionLk, o.maskingRules] as const,
            ),
          ]
        : [];
    const rows =
      entry.entryType === 'matrix'
        ? entry.entryItem.matrixRows.map((r) => [r.questionLk, r.maskingRules] as const)
        : [];
    for (const o of v.page.options) {
      const rules = items.find(([id]) => id === o.id)?.[1] ?? [];
      if (!maskTrue([...rules], given)) problems.push(`${key} shows masked option ${o.id}`);
    }
    for (const r of v.page.rows) {
      const rules = rows.find(([id]) => id === r.id)?.[1] ?? [];
      if (!maskTrue([...rules], given)) problems.push(`${key} shows masked row ${r.id}`);
    }
    routedTo = null;
    if (entry.entryType === 'question' && v.answer?.kind === 'choice') {
      const chosen = v.answer.selected;
      for (const o of entry.entryItem.responseOptions) {
        if (!o.route || !chosen.includes(o.responseOptionLk)) continue;
        const t = o.route.targetNumber;
        const targetPlace = order.get(`entry:${t}`);
        if (t === 100000) routedTo = 'END';
        else if (targetPlace !== undefined && targetPlace > place) routedTo = targetPlace;
        else continue;
        break;
      }
    }
    const lk = lkOf(entry);
    if (lk !== null && v.answer) given.set(lk, v.answer);
    previous = place;
    if (i === walk.visits.length - 1 && routedTo === 'END' && walk.state.status !== 'complete') {
      problems.push('a route to the end did not complete the survey');
    }
  }
  if (walk.state.status === 'in_progress') problems.push('the path did not end');
  return problems;
}
