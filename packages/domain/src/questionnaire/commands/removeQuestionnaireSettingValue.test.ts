import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { removeQuestionnaireSettingValue } from './removeQuestionnaireSettingValue.ts';

describe('removeQuestionnaireSettingValue', () => {
  it('turning randomise off unpins the options', () => {
    const b = new QuestionnaireBuilder().question('Q', ['a', 'b']);
    const questionLk = questionAt(b.q, 0).entryItem.questionLk;
    b.apply('setQuestionnaireSettingValue', {
      questionLk,
      setting: { questionSettingCode: 'RandomiseOptions', settingValue: 'enabled' },
    });
    b.apply('pinOrUnpinResponseOption', {
      questionLk,
      responseOptionLk: questionAt(b.q, 0).entryItem.responseOptions[0]?.responseOptionLk ?? '',
      pinned: true,
    });
    const q = removeQuestionnaireSettingValue(
      b.q,
      { questionLk, questionSettingCode: 'RandomiseOptions' },
      testContext(),
    );
    expect(
      getSetting(questionAt(q, 0).entryItem.settingValues, 'RandomiseOptions'),
    ).toBeUndefined();
    expect(questionAt(q, 0).entryItem.responseOptions.some((o) => o.pinned)).toBe(false);
  });

  it('keeps BasicChoice', () => {
    const base = new QuestionnaireBuilder().question('Q').build();
    const q = removeQuestionnaireSettingValue(
      base,
      { questionLk: questionAt(base, 0).entryItem.questionLk, questionSettingCode: 'BasicChoice' },
      testContext(),
    );
    expect(getSetting(questionAt(q, 0).entryItem.settingValues, 'BasicChoice')).toBe(
      'single_choice',
    );
  });
});
