/**
 * The part of an entry that per-entry facts may depend on (entryFacts.ts). Renumbering after an
 * insert, move or delete copies many entries only to rewrite number-free fields (position,
 * contextPosition, label); facts computed from the content alone stay true for those copies.
 */
import type { Entry } from './model.ts';

/** What a memoised fact may read: not number, position, contextPosition or label. */
export type EntryContent = Entry extends infer E
  ? E extends Entry
    ? Pick<E, 'entryType' | 'entryItem' | 'questionLogic' | 'forks'>
    : never
  : never;
