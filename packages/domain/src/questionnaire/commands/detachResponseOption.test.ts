import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  optionLks,
  optionValues,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { detachResponseOption } from './detachResponseOption.ts';

describe('detachResponseOption', () => {
  it('removes an option, and a range above the new count resets', () => {
    const b = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c'], 'Basic', true);
    const questionLk = questionAt(b.q, 0).entryItem.questionLk;
    b.apply('setQuestionnaireSettingValue', {
      questionLk,
      setting: { questionSettingCode: 'ChoiceIntervalMax', settingValue: '3' },
    });
    const q = detachResponseOption(
      b.q,
      { questionLk, responseOptionLk: optionLks(b.q, 0)[0] ?? '' },
      testContext(),
    );
    expect(optionValues(q, 0)).toEqual(['b', 'c']);
    expect(
      getSetting(questionAt(q, 0).entryItem.settingValues, 'ChoiceIntervalMax'),
    ).toBeUndefined();
  });

  it('is refused at 2 options', () => {
    const base = new QuestionnaireBuilder().question('Q', ['a', 'b']).build();
    expect(() =>
      detachResponseOption(
        base,
        {
          questionLk: questionAt(base, 0).entryItem.questionLk,
          responseOptionLk: optionLks(base, 0)[0] ?? '',
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'TOO_FEW_ITEMS' }));
  });

  it('removes the option from later display logic', () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y', 'z']).question('B');
    const a = questionAt(b.q, 0).entryItem;
    const [x, y] = optionLks(b.q, 0);
    b.apply('setQuestionLogic', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      proposition: {
        questionResponseOption: { questionLk: a.questionLk, responseOptionLks: [x ?? '', y ?? ''] },
      },
    });
    const q = detachResponseOption(
      b.q,
      { questionLk: a.questionLk, responseOptionLk: x ?? '' },
      testContext(),
    );
    const term = questionAt(q, 1).questionLogic[0];
    expect(term?.proposition).toMatchObject({ responseOptionLks: [y] });
  });
});
