import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { describe, expect, it } from 'vitest';
import {
  movePreviewCursor,
  previewEntries,
  shownIndex,
  type PreviewAction,
  type PreviewCursor,
} from './previewCursor.ts';

const q = new QuestionnaireBuilder()
  .question('First?')
  .fork('Split')
  .question('Second?')
  .textCard('Thanks')
  .build();
const [first, fork, second, card] = q.entries;
const start: PreviewCursor = { shown: null, followed: null };
const run = (...actions: PreviewAction[]) =>
  actions.reduce((cursor, action) => movePreviewCursor(cursor, action, q), start);
const title = (cursor: PreviewCursor) => previewEntries(q)[shownIndex(cursor, previewEntries(q))];

describe('preview cursor', () => {
  it('shows the questions and cards a respondent sees, not forks', () => {
    expect(previewEntries(q).map((e) => e.label)).toEqual(['Q1', 'Q2', 'T1']);
  });

  it('starts at the first entry, advances with Next and stops at the last', () => {
    expect(title(start)).toBe(first);
    expect(title(run({ type: 'next' }))).toBe(second);
    expect(title(run({ type: 'next' }, { type: 'next' }))).toBe(card);
    expect(title(run({ type: 'next' }, { type: 'next' }, { type: 'next' }))).toBe(card);
  });

  it('goes back to the first entry on Refresh', () => {
    expect(title(run({ type: 'next' }, { type: 'next' }, { type: 'refresh' }))).toBe(first);
  });

  it('follows the selected entry, and for a fork the next entry a respondent sees', () => {
    expect(title(run({ type: 'follow', selectedNumber: card!.number }))).toBe(card);
    expect(title(run({ type: 'follow', selectedNumber: fork!.number }))).toBe(second);
    const afterNext = run({ type: 'follow', selectedNumber: first!.number }, { type: 'next' });
    expect(title(afterNext)).toBe(second);
  });

  it('shows the first entry when the shown one was deleted', () => {
    const shown = run({ type: 'follow', selectedNumber: card!.number });
    const without = { ...q, entries: q.entries.filter((e) => e !== card) };
    expect(shownIndex(shown, previewEntries(without))).toBe(0);
  });
});
