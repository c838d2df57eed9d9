/**
 * Which entry the preview pane shows (spec 2 §4 "Preview pane"): one at a time, Next advances
 * and stops at the last, Refresh goes back to the first, and a newly selected card in the editor
 * is shown. The cursor holds the entry's number, not its index, so edits that add or move cards
 * keep the same card in view.
 */
import type { Entry, Questionnaire } from '@survey/domain/questionnaire/model';
import { flattenEntries } from '@survey/domain/questionnaire/walk';

export interface PreviewCursor {
  /** Number of the entry shown; null shows the first. */
  shown: number | null;
  /** The editor selection last followed, so that a new selection is noticed once. */
  followed: number | null;
}

export type PreviewAction =
  { type: 'next' } | { type: 'refresh' } | { type: 'follow'; selectedNumber: number | null };

const PREVIEWABLE = new Set<Entry['entryType']>(['question', 'matrix', 'textCard']);

/** The entries a respondent can see, in document order (forks and section headers show nothing). */
export function previewEntries(q: Questionnaire): Entry[] {
  return flattenEntries(q.entries).filter((e) => PREVIEWABLE.has(e.entryType));
}

/** The index of the shown entry in `entries` (the first when it is gone or none is shown). */
export function shownIndex(cursor: PreviewCursor, entries: readonly Entry[]): number {
  const index = entries.findIndex((e) => e.number === cursor.shown);
  return index < 0 ? 0 : index;
}

/**
 * The cursor after an action. Following a fork or section selection shows the first entry a
 * respondent would see after it.
 */
export function movePreviewCursor(
  cursor: PreviewCursor,
  action: PreviewAction,
  q: Questionnaire,
): PreviewCursor {
  const entries = previewEntries(q);
  switch (action.type) {
    case 'next': {
      const next = entries[Math.min(shownIndex(cursor, entries) + 1, entries.length - 1)];
      return { ...cursor, shown: next?.number ?? null };
    }
    case 'refresh':
      return { ...cursor, shown: entries[0]?.number ?? null };
    case 'follow': {
      const { selectedNumber } = action;
      if (selectedNumber === null) return { ...cursor, followed: null };
      const all = flattenEntries(q.entries);
      const from = all.findIndex((e) => e.number === selectedNumber);
      const target =
        from < 0 ? undefined : all.slice(from).find((e) => PREVIEWABLE.has(e.entryType));
      return { shown: target?.number ?? cursor.shown, followed: selectedNumber };
    }
  }
}
