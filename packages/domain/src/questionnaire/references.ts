/**
 * Whether logic, masking, fork membership and routes point at existing items in the right place:
 * display logic, masking and forks only at earlier items (audience questions always count as
 * earlier); routes at a question, matrix or text card, or the end of survey. A route must also go
 * forward, but a backward one (left by a move) is a validation error the card shows (spec 2 §5),
 * not a broken reference: see routeTargetProblem and routeIsBackward.
 */
import { END_OF_SURVEY_TARGET } from './constants.ts';
import type { EntryReference } from './entryFacts.ts';
import type { EntryForkRef, MaskingKey, Proposition } from './logicModel.ts';
import type { Route } from './model.ts';
import { AUDIENCE_ORDER, type ReferenceIndex, type ReferenceKeys } from './refIndex.ts';

function countProblem(min: number, max: number): string | null {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || min > max) {
    return 'the count range is invalid';
  }
  return null;
}

function lksProblem(lks: readonly string[], known: ReadonlySet<string>): string | null {
  if (lks.length === 0) return 'no option is chosen';
  return lks.every((lk) => known.has(lk)) ? null : 'an option does not exist';
}

/** Why a display-logic proposition is invalid for an entry at ownOrder, or null. */
export function propositionProblem(
  index: ReferenceIndex,
  p: Proposition,
  ownOrder: number,
): string | null {
  switch (p.kind) {
    case 'questionResponseOption':
    case 'questionResponseOptionRank':
    case 'questionResponseOptionCount':
    case 'audienceResponseOption': {
      const t = index.questions.get(p.questionLk);
      if (!t) return 'the question does not exist';
      const audience = t.order === AUDIENCE_ORDER;
      if (audience !== (p.kind === 'audienceResponseOption')) return 'wrong kind of condition';
      if (t.order >= ownOrder) return 'the question is not earlier';
      if (p.kind === 'questionResponseOption' && t.typeCode !== 'Basic') {
        return 'only single or multi select questions';
      }
      if (p.kind === 'questionResponseOptionRank') {
        if (t.typeCode !== 'Ranked') return 'only ranked questions';
        if (!Number.isInteger(p.rank) || p.rank < 1) return 'the rank is invalid';
        return t.optionLks.has(p.responseOptionLk) ? null : 'the option does not exist';
      }
      if (p.kind === 'questionResponseOptionCount') {
        if (t.typeCode !== 'Basic' && t.typeCode !== 'Ranked') return 'only choice questions';
        return countProblem(p.min, p.max);
      }
      return lksProblem(p.responseOptionLks, t.optionLks);
    }
    case 'matrixResponseOption':
    case 'matrixRowCount':
    case 'matrixResponseOptionCount': {
      const m = index.matrices.get(p.matrixTitleLk);
      if (!m) return 'the matrix does not exist';
      if (m.order >= ownOrder) return 'the matrix is not earlier';
      if (p.kind === 'matrixRowCount') {
        if (!m.columnLks.has(p.responseOptionLk)) return 'the column does not exist';
        return countProblem(p.min, p.max);
      }
      if (!m.rowLks.has(p.questionLk)) return 'the row does not exist';
      if (p.kind === 'matrixResponseOptionCount') return countProblem(p.min, p.max);
      return lksProblem(p.responseOptionLks, m.columnLks);
    }
  }
}

/** Why a masking key is invalid for an item of the entry at ownOrder, or null. */
export function maskingKeyProblem(
  index: ReferenceIndex,
  key: MaskingKey,
  ownOrder: number,
): string | null {
  if (key.matrixTitleLk === null) {
    const t = index.questions.get(key.questionLk);
    if (!t) return 'the question does not exist';
    if (t.typeCode !== 'Basic' && t.order !== AUDIENCE_ORDER) return 'only choice questions';
    if (t.order >= ownOrder) return 'the question is not earlier';
    return t.optionLks.has(key.responseOptionLk) ? null : 'the option does not exist';
  }
  const m = index.matrices.get(key.matrixTitleLk);
  if (!m) return 'the matrix does not exist';
  if (m.order >= ownOrder) return 'the matrix is not earlier';
  if (!m.rowLks.has(key.questionLk)) return 'the row does not exist';
  return m.columnLks.has(key.responseOptionLk) ? null : 'the column does not exist';
}

/** Why a fork membership is invalid for the entry at ownOrder, or null. */
export function forkRefProblem(
  index: ReferenceIndex,
  ref: EntryForkRef,
  ownOrder: number,
): string | null {
  const f = index.forks.get(ref.forkId);
  if (!f) return 'the fork does not exist';
  if (f.order >= ownOrder) return 'the fork is not earlier';
  return f.branchNumbers.has(ref.branchNumber) ? null : 'the group does not exist';
}

/**
 * Why a route cannot exist at all, wherever it starts (a missing target or a fork), or
 * null. Such a route is a broken reference; a backward one is not (routeIsBackward).
 */
export function routeTargetProblem(index: ReferenceIndex, route: Route): string | null {
  if (route.targetNumber === END_OF_SURVEY_TARGET) return null;
  const target = index.entries.get(route.targetNumber);
  if (!target) return 'the target does not exist';
  // Issue 38 §1: a section is a target (the respondent goes on with its first card shown).
  if (target.entryType === 'fork') {
    return 'the target must be a question, text card or section';
  }
  return null;
}

/** Whether an existing route from the entry at ownOrder points at or before that entry. */
export function routeIsBackward(index: ReferenceIndex, route: Route, ownOrder: number): boolean {
  if (route.targetNumber === END_OF_SURVEY_TARGET) return false;
  const target = index.entries.get(route.targetNumber);
  return target !== undefined && target.order <= ownOrder;
}

/** Why a new route from the entry at ownOrder is refused (setRoute), or null. */
export function routeProblem(index: ReferenceIndex, route: Route, ownOrder: number): string | null {
  const problem = routeTargetProblem(index, route);
  if (problem !== null) return problem;
  return routeIsBackward(index, route, ownOrder) ? 'the target is not later' : null;
}

/**
 * Why a section at document order `sectionOrder` cannot loop over the choices of `questionLk`
 * (issue 38 §2), or null: the source is a multi select of the questionnaire before the section
 * and outside every looped section (a loop over a looped answer would be a nested loop).
 */
export function loopSourceProblem(
  index: ReferenceIndex,
  questionLk: string,
  sectionOrder: number,
): string | null {
  const source = index.questions.get(questionLk);
  if (!source || source.order === AUDIENCE_ORDER) return 'the source question does not exist';
  if (source.typeCode !== 'Basic' || !source.multiple) return 'the source is not a multi select';
  if (source.order >= sectionOrder) return 'the source question is not before the section';
  if (source.inLoop) return 'loops cannot be nested: the source question is inside a loop';
  return null;
}

/** Why a reference made by the entry at document order `order` is broken, or null. */
export function referenceProblem(
  index: ReferenceIndex,
  ref: EntryReference,
  order: number,
): string | null {
  switch (ref.kind) {
    case 'logic':
      return propositionProblem(index, ref.proposition, order);
    case 'fork':
      return forkRefProblem(index, ref.ref, order);
    case 'masking':
      return ref.key === null
        ? 'a masking rule has no keys'
        : maskingKeyProblem(index, ref.key, order);
    case 'route':
      return ref.routable ? routeTargetProblem(index, ref.route) : 'no routes here';
    case 'loop':
      return loopSourceProblem(index, ref.questionLk, order);
  }
}

/** Adds the index keys referenceProblem looks up for `ref` (the invariant checker indexes only those). */
export function addReferenceKeys(ref: EntryReference, keys: ReferenceKeys): void {
  switch (ref.kind) {
    case 'logic': {
      const p = ref.proposition;
      const matrix =
        p.kind === 'matrixResponseOption' ||
        p.kind === 'matrixRowCount' ||
        p.kind === 'matrixResponseOptionCount';
      keys.lks.add(matrix ? p.matrixTitleLk : p.questionLk);
      return;
    }
    case 'fork':
      keys.lks.add(ref.ref.forkId);
      return;
    case 'masking':
      if (ref.key === null) return;
      keys.lks.add(ref.key.matrixTitleLk === null ? ref.key.questionLk : ref.key.matrixTitleLk);
      return;
    case 'route':
      keys.numbers.add(ref.route.targetNumber);
      return;
    case 'loop':
      keys.lks.add(ref.questionLk);
      return;
  }
}
