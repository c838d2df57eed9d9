import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  optionValues,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { addResponseOption } from './addResponseOption.ts';

describe('addResponseOption', () => {
  const base = new QuestionnaireBuilder()
    .question('Q', ['a', 'b'])
    .question('Free', [], 'FreeText')
    .build();
  const questionLk = questionAt(base, 0).entryItem.questionLk;

  it('inserts an option at a position with contiguous positions', () => {
    const q = addResponseOption(
      base,
      { questionLk, position: 1, responseOptionValue: 'new' },
      testContext('n'),
    );
    expect(optionValues(q, 0)).toEqual(['a', 'new', 'b']);
    expect(questionAt(q, 0).entryItem.responseOptions.map((o) => o.position)).toEqual([0, 1, 2]);
  });

  it('refuses free text questions and positions past the end', () => {
    const free = questionAt(base, 1).entryItem.questionLk;
    expect(() => addResponseOption(base, { questionLk: free, position: 0 }, testContext())).toThrow(
      expect.objectContaining({ code: 'WRONG_QUESTION_TYPE' }),
    );
    expect(() => addResponseOption(base, { questionLk, position: 3 }, testContext())).toThrow(
      expect.objectContaining({ code: 'INVALID_POSITION' }),
    );
  });
});
