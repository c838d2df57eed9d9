import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { updateQuestion } from './updateQuestion.ts';

describe('updateQuestion', () => {
  it('changes the title and styling', () => {
    const base = new QuestionnaireBuilder().question('Old').build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    const q = updateQuestion(
      base,
      { questionLk: lk, questionTypeCode: 'Basic', text: 'New', textStyling: { b: true } },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.question).toMatchObject({
      text: 'New',
      textStyling: { b: true },
    });
  });

  it('switching to free text drops options and adds the 200 character limit', () => {
    const base = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c']).build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    const q = updateQuestion(
      base,
      { questionLk: lk, questionTypeCode: 'FreeText', text: 'Q' },
      testContext(),
    );
    const item = questionAt(q, 0).entryItem;
    expect(item.responseOptions).toEqual([]);
    expect(getSetting(item.settingValues, 'CharacterLimit')).toBe('200');
    expect(getSetting(item.settingValues, 'BasicChoice')).toBeUndefined();
  });

  it('switching a basic question to ranked clears routes and drops logic that needs a basic question', () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y']).question('B');
    const a = questionAt(b.q, 0).entryItem;
    b.apply('setRoute', {
      questionLk: a.questionLk,
      responseOptionLk: optionLks(b.q, 0)[0] ?? '',
      targetNumber: 100000,
    });
    b.apply('setQuestionLogic', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      proposition: {
        questionResponseOption: {
          questionLk: a.questionLk,
          responseOptionLks: [optionLks(b.q, 0)[0] ?? ''],
        },
      },
    });
    const q = updateQuestion(
      b.q,
      { questionLk: a.questionLk, questionTypeCode: 'Ranked', text: 'A' },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.responseOptions.every((o) => o.route === null)).toBe(true);
    expect(questionAt(q, 1).questionLogic).toEqual([]);
  });

  it('refuses text over the limit', () => {
    const base = new QuestionnaireBuilder().question('Q').build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    expect(() =>
      updateQuestion(
        base,
        { questionLk: lk, questionTypeCode: 'Basic', text: 'x'.repeat(6000) },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'TEXT_TOO_LONG' }));
  });
});
