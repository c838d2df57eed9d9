import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  optionLks,
  optionValues,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { moveResponseOption } from './moveResponseOption.ts';

describe('moveResponseOption', () => {
  it('moves an option to another position', () => {
    const base = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c']).build();
    const q = moveResponseOption(
      base,
      {
        questionLk: questionAt(base, 0).entryItem.questionLk,
        responseOptionLk: optionLks(base, 0)[2] ?? '',
        toPosition: 0,
      },
      testContext(),
    );
    expect(optionValues(q, 0)).toEqual(['c', 'a', 'b']);
  });
});
