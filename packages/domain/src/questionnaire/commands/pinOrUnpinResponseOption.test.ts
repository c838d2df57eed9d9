import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { pinOrUnpinResponseOption } from './pinOrUnpinResponseOption.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

describe('pinOrUnpinResponseOption', () => {
  it('pins only when options are randomised', () => {
    expect(() =>
      pinOrUnpinResponseOption(
        base,
        { questionLk, responseOptionLk: x, pinned: true },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'PIN_REQUIRES_RANDOMISE' }));
    const b = new QuestionnaireBuilder(base).apply('setQuestionnaireSettingValue', {
      questionLk,
      setting: { questionSettingCode: 'RandomiseOptions', settingValue: 'enabled' },
    });
    const q = pinOrUnpinResponseOption(
      b.q,
      { questionLk, responseOptionLk: x, pinned: true },
      testContext(),
    );
    expect(option(q, 0)?.pinned).toBe(true);
  });
});
