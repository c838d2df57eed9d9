import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  labels,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { moveQuestionnaireEntry } from './moveQuestionnaireEntry.ts';

describe('moveQuestionnaireEntry', () => {
  it('moves a card and renumbers positions and labels', () => {
    const base = new QuestionnaireBuilder().question('A').textCard('T').question('B').build();
    const moved = entryAt(base, 2);
    const q = moveQuestionnaireEntry(base, { number: moved.number, toPosition: 0 }, testContext());
    expect(q.entries.map((e) => e.number)).toEqual([
      moved.number,
      base.entries[0]?.number,
      base.entries[1]?.number,
    ]);
    expect(labels(q)).toEqual(['Q1', 'Q2', 'T1']);
    expect(q.entries.map((e) => e.position)).toEqual([0, 1, 2]);
  });

  it('refuses a move that would make a route point backwards', () => {
    const b = new QuestionnaireBuilder().question('A').question('B');
    const target = entryAt(b.q, 1).number;
    b.apply('setRoute', {
      questionLk: questionAt(b.q, 0).entryItem.questionLk,
      responseOptionLk: optionLks(b.q, 0)[0] ?? '',
      targetNumber: target,
    });
    expect(() =>
      moveQuestionnaireEntry(b.q, { number: target, toPosition: 0 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'MOVE_BREAKS_REFERENCES' }));
  });

  it('refuses a position out of range', () => {
    const base = new QuestionnaireBuilder().question('A').build();
    expect(() =>
      moveQuestionnaireEntry(
        base,
        { number: entryAt(base, 0).number, toPosition: 1 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
});
