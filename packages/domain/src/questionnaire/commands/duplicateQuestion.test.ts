import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  labels,
  optionValues,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { checkInvariants } from '../invariants.ts';
import { duplicateQuestion } from './duplicateQuestion.ts';

describe('duplicateQuestion', () => {
  it('inserts a copy right after the original with fresh ids', () => {
    const base = new QuestionnaireBuilder()
      .question('Colour?', ['Red', 'Blue'])
      .question('Next')
      .build();
    const original = questionAt(base, 0);
    const q = duplicateQuestion(
      base,
      { questionLk: original.entryItem.questionLk, position: 1 },
      testContext('d'),
    );
    expect(labels(q)).toEqual(['Q1', 'Q2', 'Q3']);
    const copy = questionAt(q, 1);
    expect(copy.entryItem.question.text).toBe('Colour?');
    expect(optionValues(q, 1)).toEqual(['Red', 'Blue']);
    expect(copy.entryItem.questionLk).not.toBe(original.entryItem.questionLk);
    expect(copy.number).not.toBe(original.number);
    expect(checkInvariants(q)).toEqual([]);
  });

  it('is refused for a question without text', () => {
    const base = new QuestionnaireBuilder().question('  ').build();
    expect(() =>
      duplicateQuestion(
        base,
        { questionLk: questionAt(base, 0).entryItem.questionLk, position: 1 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'DUPLICATE_EMPTY_QUESTION' }));
  });
});
