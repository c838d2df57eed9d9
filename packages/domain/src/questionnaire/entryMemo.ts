/**
 * Memoising per-entry facts across edits. Commands never mutate their input and keep every part
 * of the document they do not change, so a fact computed from an entry's content stays true
 * while that content is the same objects. The memo is keyed by the entry's `entryItem` (identity
 * only) and checked against `entryType`, `questionLogic` and `forks`, the rest of the content:
 * renumbering after an insert, move or delete copies many entries only to rewrite position,
 * contextPosition and label, and those copies keep their facts.
 */
import type { Entry } from './model.ts';

/** What a memoised fact may read: not number, position, contextPosition or label. */
export type EntryContent = Entry extends infer E
  ? E extends Entry
    ? Pick<E, 'entryType' | 'entryItem' | 'questionLogic' | 'forks'>
    : never
  : never;

interface Held<T> {
  entryType: Entry['entryType'];
  questionLogic: Entry['questionLogic'];
  forks: Entry['forks'];
  value: T;
}

/** `compute`, memoised by entry content identity. */
export function memoiseByContent<T>(compute: (content: EntryContent) => T): (e: Entry) => T {
  const memo = new WeakMap<object, Held<T>>();
  return (e) => {
    const held = memo.get(e.entryItem);
    if (
      held !== undefined &&
      held.entryType === e.entryType &&
      held.questionLogic === e.questionLogic &&
      held.forks === e.forks
    ) {
      return held.value;
    }
    const value = compute(e);
    memo.set(e.entryItem, {
      entryType: e.entryType,
      questionLogic: e.questionLogic,
      forks: e.forks,
      value,
    });
    return value;
  };
}
