import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  labels,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { checkInvariants } from '../invariants.ts';
import { detachQuestionnaireEntry } from './detachQuestionnaireEntry.ts';

describe('detachQuestionnaireEntry', () => {
  it('removes the card, shifts later positions and renumbers the same kind', () => {
    const base = new QuestionnaireBuilder().question('A').textCard().question('B').build();
    const q = detachQuestionnaireEntry(base, { number: entryAt(base, 0).number }, testContext());
    expect(labels(q)).toEqual(['T1', 'Q1']);
    expect(q.entries.map((e) => e.position)).toEqual([0, 1]);
  });

  it('removes routes to it and logic that pointed at it', () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y']).question('B').question('C');
    const a = questionAt(b.q, 0).entryItem;
    b.apply('setRoute', {
      questionLk: a.questionLk,
      responseOptionLk: optionLks(b.q, 0)[0] ?? '',
      targetNumber: entryAt(b.q, 1).number,
    });
    b.apply('setQuestionLogic', {
      questionLk: questionAt(b.q, 2).entryItem.questionLk,
      proposition: {
        questionResponseOption: {
          questionLk: a.questionLk,
          responseOptionLks: [optionLks(b.q, 0)[1] ?? ''],
        },
      },
    });
    const withoutB = detachQuestionnaireEntry(
      b.q,
      { number: entryAt(b.q, 1).number },
      testContext(),
    );
    expect(questionAt(withoutB, 0).entryItem.responseOptions[0]?.route).toBeNull();
    const withoutA = detachQuestionnaireEntry(
      b.q,
      { number: entryAt(b.q, 0).number },
      testContext(),
    );
    expect(questionAt(withoutA, 1).questionLogic).toEqual([]);
    expect(checkInvariants(withoutA)).toEqual([]);
  });

  it('fails for an unknown number', () => {
    expect(() =>
      detachQuestionnaireEntry(new QuestionnaireBuilder().build(), { number: 5 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'ENTRY_NOT_FOUND' }));
  });
});
