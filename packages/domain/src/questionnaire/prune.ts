/**
 * Drops references made invalid by a removal (entry, option, row, column, fork group) or a type
 * change, and lists the ones that are broken (for the invariant checker and moves).
 */
import { pruneAnswerQuotas } from './answerQuotas.ts';
import type { EntryForkRef, LogicTerm, MaskingRule, Proposition } from './logicModel.ts';
import { entryFacts, type EntryFacts } from './entryFacts.ts';
import type { Entry, MatrixRow, Questionnaire, ResponseOption } from './model.ts';
import { buildReferenceIndex, referenceIndexOf, type ReferenceIndex } from './refIndex.ts';
import {
  forkRefProblem,
  loopSourceProblem,
  maskingKeyProblem,
  propositionProblem,
  referenceProblem,
  routeTargetProblem,
} from './references.ts';
import { flattenEntries, mapEntries } from './walk.ts';

export interface BrokenReference {
  entryNumber: number;
  kind: 'logic' | 'masking' | 'fork' | 'route' | 'loop';
  message: string;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Keeps only options that still exist, so that one deleted option does not drop the condition. */
function trimProposition(p: Proposition, index: ReferenceIndex): Proposition {
  if (p.kind === 'questionResponseOption' || p.kind === 'audienceResponseOption') {
    const known = index.questions.get(p.questionLk)?.optionLks;
    const lks = p.responseOptionLks.filter((lk) => known?.has(lk));
    return lks.length === p.responseOptionLks.length ? p : { ...p, responseOptionLks: lks };
  }
  if (p.kind === 'matrixResponseOption') {
    const known = index.matrices.get(p.matrixTitleLk)?.columnLks;
    const lks = p.responseOptionLks.filter((lk) => known?.has(lk));
    return lks.length === p.responseOptionLks.length ? p : { ...p, responseOptionLks: lks };
  }
  return p;
}

function pruneLogic(terms: LogicTerm[], index: ReferenceIndex, order: number): LogicTerm[] {
  const out: LogicTerm[] = [];
  for (const t of terms) {
    const proposition = trimProposition(t.proposition, index);
    if (propositionProblem(index, proposition, order) !== null) continue;
    out.push(proposition === t.proposition ? t : { ...t, proposition });
  }
  return sameList(out, terms) ? terms : out;
}

function pruneMasking(rules: MaskingRule[], index: ReferenceIndex, order: number): MaskingRule[] {
  const out: MaskingRule[] = [];
  for (const r of rules) {
    const keys = r.maskingKeys.filter((k) => maskingKeyProblem(index, k, order) === null);
    if (keys.length === 0) continue;
    out.push(keys.length === r.maskingKeys.length ? r : { ...r, maskingKeys: keys });
  }
  return sameList(out, rules) ? rules : out;
}

function pruneForks(refs: EntryForkRef[], index: ReferenceIndex, order: number): EntryForkRef[] {
  const out = refs.filter((r) => forkRefProblem(index, r, order) === null);
  return out.length === refs.length ? refs : out;
}

function pruneOptions(
  options: ResponseOption[],
  index: ReferenceIndex,
  order: number,
  routable: boolean,
): ResponseOption[] {
  const out = options.map((o) => {
    const maskingRules = pruneMasking(o.maskingRules, index, order);
    // A backward route stays: it is the user's, flagged by validation until they fix it.
    const keepRoute = o.route !== null && routable && routeTargetProblem(index, o.route) === null;
    const route = keepRoute ? o.route : null;
    return maskingRules === o.maskingRules && route === o.route ? o : { ...o, maskingRules, route };
  });
  return sameList(out, options) ? options : out;
}

function pruneRows(rows: MatrixRow[], index: ReferenceIndex, order: number): MatrixRow[] {
  const out = rows.map((r) => {
    const maskingRules = pruneMasking(r.maskingRules, index, order);
    return maskingRules === r.maskingRules ? r : { ...r, maskingRules };
  });
  return sameList(out, rows) ? rows : out;
}

function pruneEntry(e: Entry, index: ReferenceIndex): Entry {
  const order = index.entries.get(e.number)?.order ?? 0;
  const cardLevel = e.entryType !== 'fork' && e.entryType !== 'section';
  const questionLogic = cardLevel ? pruneLogic(e.questionLogic, index, order) : [];
  const forks = cardLevel ? pruneForks(e.forks, index, order) : [];
  let next: Entry = e;
  if (e.entryType === 'question') {
    const routable = e.entryItem.questionTypeCode === 'Basic';
    const options = pruneOptions(e.entryItem.responseOptions, index, order, routable);
    if (options !== e.entryItem.responseOptions) {
      next = { ...e, entryItem: { ...e.entryItem, responseOptions: options } };
    }
  } else if (e.entryType === 'section') {
    // Issue 38 §2: a loop whose source question went (deleted, or no longer a multi select) ends.
    const lk = e.entryItem.loop?.sourceQuestionLk;
    if (lk !== undefined && loopSourceProblem(index, lk, order) !== null) {
      const { loop: _dropped, ...item } = e.entryItem;
      next = { ...e, entryItem: item };
    }
  } else if (e.entryType === 'matrix') {
    const columns = pruneOptions(e.entryItem.responseOptions, index, order, false);
    const rows = pruneRows(e.entryItem.matrixRows, index, order);
    if (columns !== e.entryItem.responseOptions || rows !== e.entryItem.matrixRows) {
      next = { ...e, entryItem: { ...e.entryItem, responseOptions: columns, matrixRows: rows } };
    }
  }
  const logicSame =
    questionLogic === e.questionLogic || questionLogic.length + e.questionLogic.length === 0;
  const forksSame = forks === e.forks || forks.length + e.forks.length === 0;
  if (logicSame && forksSame) return next;
  return { ...next, questionLogic, forks };
}

/**
 * The questionnaire without references to missing or later items (routes: to missing items or
 * forks and sections; backward routes are kept and flagged by validation).
 */
export function pruneReferences(q: Questionnaire): Questionnaire {
  const index = buildReferenceIndex(q);
  const entries = mapEntries(q.entries, (e) => pruneEntry(e, index));
  // Issue 38 §3: quotas on answers lose deleted options and questions too.
  return pruneAnswerQuotas(entries === q.entries ? q : { ...q, entries });
}

/** The broken references of entries `all` (document order) with their facts, against `index`. */
export function referenceBreaks(
  index: ReferenceIndex,
  all: readonly Entry[],
  facts: readonly EntryFacts[],
): BrokenReference[] {
  const out: BrokenReference[] = [];
  all.forEach((e, order) => {
    for (const ref of (facts[order] as EntryFacts).references) {
      const message = referenceProblem(index, ref, order);
      if (message !== null) out.push({ entryNumber: e.number, kind: ref.kind, message });
    }
  });
  return out;
}

/** Every broken reference of the document (empty for a healthy one; backward routes are not). */
export function brokenReferences(q: Questionnaire): BrokenReference[] {
  const all = flattenEntries(q.entries);
  const facts = all.map(entryFacts);
  return referenceBreaks(referenceIndexOf(q, all, facts), all, facts);
}
