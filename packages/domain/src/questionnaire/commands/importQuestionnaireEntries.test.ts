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
import { importQuestionnaireEntries } from './importQuestionnaireEntries.ts';

function source() {
  const b = new QuestionnaireBuilder(undefined, testContext('src'))
    .question('A', ['x', 'y'])
    .question('B')
    .fork()
    .question('C');
  const a = questionAt(b.q, 0).entryItem;
  b.apply('setQuestionLogic', {
    questionLk: questionAt(b.q, 1).entryItem.questionLk,
    proposition: {
      questionResponseOption: {
        questionLk: a.questionLk,
        responseOptionLks: [optionLks(b.q, 0)[0] ?? ''],
      },
    },
  });
  return b.q;
}

describe('importQuestionnaireEntries', () => {
  it('copies chosen entries in source order with fresh ids, keeping logic inside the set', () => {
    const src = source();
    const target = new QuestionnaireBuilder(undefined, testContext('tgt')).question('Mine').build();
    const q = importQuestionnaireEntries(
      target,
      { source: src, entryNumbers: [entryAt(src, 1).number, entryAt(src, 0).number], position: 0 },
      testContext('imp'),
    );
    expect(labels(q)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(questionAt(q, 0).entryItem.question.text).toBe('A');
    expect(questionAt(q, 1).questionLogic).toHaveLength(1);
    expect(questionAt(q, 0).entryItem.questionLk).not.toBe(questionAt(src, 0).entryItem.questionLk);
    expect(checkInvariants(q)).toEqual([]);
  });

  it('drops logic pointing outside the copied set', () => {
    const src = source();
    const q = importQuestionnaireEntries(
      new QuestionnaireBuilder().build(),
      { source: src, entryNumbers: [entryAt(src, 1).number], position: 0 },
      testContext('imp'),
    );
    expect(questionAt(q, 0).questionLogic).toEqual([]);
  });

  it('refuses forks', () => {
    const src = source();
    expect(() =>
      importQuestionnaireEntries(
        new QuestionnaireBuilder().build(),
        { source: src, entryNumbers: [entryAt(src, 2).number], position: 0 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'IMPORT_NOT_ALLOWED' }));
  });
});
