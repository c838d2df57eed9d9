import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  optionLks,
  optionValues,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { updateResponseOption } from './updateResponseOption.ts';

describe('updateResponseOption', () => {
  it('changes the text and strips control characters', () => {
    const base = new QuestionnaireBuilder().question('Q', ['a', 'b']).build();
    const q = updateResponseOption(
      base,
      {
        questionLk: questionAt(base, 0).entryItem.questionLk,
        responseOptionLk: optionLks(base, 0)[1] ?? '',
        responseOptionValue: 'Be\u0000tter',
      },
      testContext(),
    );
    expect(optionValues(q, 0)).toEqual(['a', 'Better']);
  });

  it('fails for an unknown option', () => {
    const base = new QuestionnaireBuilder().question('Q').build();
    expect(() =>
      updateResponseOption(
        base,
        {
          questionLk: questionAt(base, 0).entryItem.questionLk,
          responseOptionLk: 'nope',
          responseOptionValue: 'x',
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'OPTION_NOT_FOUND' }));
  });
});
