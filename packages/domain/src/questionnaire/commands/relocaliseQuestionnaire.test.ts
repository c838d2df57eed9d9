import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { relocaliseQuestionnaire } from './relocaliseQuestionnaire.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();

import { getSetting } from '../settings.ts';
describe('relocaliseQuestionnaire', () => {
  it('drops postcode validation outside GB and relabels the slider language', () => {
    const b = new QuestionnaireBuilder()
      .question('Postcode', [], 'FreeText')
      .question('Rate', [], 'Scale');
    b.apply('setQuestionnaireSettingValue', {
      questionLk: questionAt(b.q, 0).entryItem.questionLk,
      setting: { questionSettingCode: 'ContentStructure', settingValue: 'postcode_full' },
    });
    b.apply('setQuestionScaleLabel', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      labelText: 'Low',
      position: 0,
    });
    const q = relocaliseQuestionnaire(
      b.q,
      { newLocale: { language: 'fr', country: 'FR' } },
      testContext(),
    );
    expect(q.locale).toEqual({ language: 'fr', country: 'FR' });
    expect(
      getSetting(questionAt(q, 0).entryItem.settingValues, 'ContentStructure'),
    ).toBeUndefined();
    expect(questionAt(q, 1).entryItem.questionScale?.labels[0]?.label).toEqual({
      text: 'Low',
      language: 'fr',
      country: 'FR',
    });
  });

  it('refuses a malformed locale', () => {
    expect(() =>
      relocaliseQuestionnaire(
        base,
        { newLocale: { language: 'english', country: 'Britain' } },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
