/**
 * What the invariant checker needs to know about one entry on its own, computed once per entry
 * content (entryMemo.ts), so a check after an edit looks only at the changed entries again; the
 * document-level rules (invariants.ts) combine these facts. The memo is keyed by identity only: a
 * document parsed from storage has new objects and is fully checked on its first edit.
 */
import { MAX_FORK_BRANCHES, MIN_FORK_BRANCHES } from './constants.ts';
import { memoiseByContent, type EntryContent } from './entryMemo.ts';
import { idHashes } from './idHashes.ts';
import { entryIds } from './ids.ts';
import type { Entry } from './model.ts';
import { isEnabled } from './settings.ts';
import { textKey } from './textKey.ts';

export interface InvariantViolation {
  rule: 'positions' | 'ids' | 'numbering' | 'references' | 'forks' | 'shape';
  message: string;
  entryNumber?: number;
}

/** A broken rule of one entry, its message without the entry's label (which renumbering changes). */
export interface EntryProblem {
  rule: InvariantViolation['rule'];
  text: string;
}

export interface EntryFacts {
  /** The entry's own broken rules (shape, option/row/column positions, fork groups). */
  problems: readonly EntryProblem[];
  /** The ids the entry holds itself, in collectIds order. */
  ids: readonly string[];
  idHashes: Float64Array;
  /** textKey of a fork's name; '' for other entries. */
  forkNameKey: string;
}

function contiguous(list: readonly { position: number }[]): boolean {
  return list.every((x, i) => x.position === i);
}

function checkEntry(e: EntryContent, out: EntryProblem[]): void {
  const add = (rule: InvariantViolation['rule'], text: string) => out.push({ rule, text });
  if (e.entryType === 'fork' || e.entryType === 'section') {
    if (e.questionLogic.length > 0 || e.forks.length > 0)
      add('shape', 'forks and sections carry no logic');
  }
  if (e.entryType === 'question') {
    const item = e.entryItem;
    if (!contiguous(item.responseOptions)) add('positions', 'option positions are not contiguous');
    const choice = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
    if (!choice && item.responseOptions.length > 0)
      add('shape', 'only choice questions have options');
    if ((item.questionTypeCode === 'Scale') !== (item.questionScale !== null)) {
      add('shape', 'a slider, and only a slider, has a scale');
    }
    const randomised = isEnabled(item.settingValues, 'RandomiseOptions');
    if (!randomised && item.responseOptions.some((o) => o.pinned))
      add('shape', 'pinned without randomise');
  } else if (e.entryType === 'matrix') {
    const item = e.entryItem;
    if (!contiguous(item.matrixRows)) add('positions', 'row positions are not contiguous');
    if (!contiguous(item.responseOptions)) add('positions', 'column positions are not contiguous');
  } else if (e.entryType === 'fork') {
    const branches = e.entryItem.fork.branches;
    if (branches.length < MIN_FORK_BRANCHES || branches.length > MAX_FORK_BRANCHES) {
      add('forks', `a fork has ${MIN_FORK_BRANCHES} to ${MAX_FORK_BRANCHES} groups`);
    }
    if (new Set(branches.map((b) => b.branchNumber)).size !== branches.length) {
      add('forks', 'group numbers repeat');
    }
    branches.forEach((b, i) => {
      if (b.label !== String.fromCharCode(65 + i)) add('forks', 'group labels are not A, B, C');
      if (!Number.isFinite(b.percentage) || b.percentage < 0 || b.percentage > 100) {
        add('forks', 'a group share is outside 0..100');
      }
    });
  }
}

/** The facts of an entry (memoised by content). */
export const entryFacts: (e: Entry) => EntryFacts = memoiseByContent((e) => {
  const problems: EntryProblem[] = [];
  checkEntry(e, problems);
  const ids: string[] = [];
  entryIds(e, ids);
  return {
    problems,
    ids,
    idHashes: idHashes(ids),
    forkNameKey: e.entryType === 'fork' ? textKey(e.entryItem.fork.name) : '',
  };
});

/** An entry's own broken rules, as violations naming it. */
export function entryViolations(e: Entry, facts: EntryFacts): InvariantViolation[] {
  return facts.problems.map(({ rule, text }) => ({
    rule,
    message: `${e.label || e.number}: ${text}`,
    entryNumber: e.number,
  }));
}
