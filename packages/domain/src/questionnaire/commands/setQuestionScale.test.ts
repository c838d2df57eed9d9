import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { setQuestionScale } from './setQuestionScale.ts';

describe('setQuestionScale', () => {
  const base = new QuestionnaireBuilder().question('Rate', [], 'Scale').question('Choice').build();
  const questionLk = questionAt(base, 0).entryItem.questionLk;

  it('sets the range', () => {
    const q = setQuestionScale(
      base,
      { questionLk, min: 1, max: 10, step: 1, startingPosition: 5 },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.questionScale?.range).toEqual({
      min: 1,
      max: 10,
      step: 1,
      startingPosition: 5,
    });
  });

  it('refuses lowest above highest, fractions and non-sliders', () => {
    expect(() =>
      setQuestionScale(
        base,
        { questionLk, min: 10, max: 1, step: 1, startingPosition: 5 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_SCALE' }));
    expect(() =>
      setQuestionScale(
        base,
        { questionLk, min: 0.5, max: 10, step: 1, startingPosition: 5 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    const other = questionAt(base, 1).entryItem.questionLk;
    expect(() =>
      setQuestionScale(
        base,
        { questionLk: other, min: 0, max: 10, step: 1, startingPosition: 0 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'WRONG_QUESTION_TYPE' }));
  });
});
