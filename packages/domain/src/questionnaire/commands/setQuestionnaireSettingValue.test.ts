import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { setQuestionnaireSettingValue } from './setQuestionnaireSettingValue.ts';

const set = (q: ReturnType<QuestionnaireBuilder['build']>, code: string, value: string) =>
  setQuestionnaireSettingValue(
    q,
    {
      questionLk: questionAt(q, 0).entryItem.questionLk,
      setting: { questionSettingCode: code, settingValue: value },
    },
    testContext(),
  );
const setting = (
  q: ReturnType<QuestionnaireBuilder['build']>,
  code: Parameters<typeof getSetting>[1],
) => getSetting(questionAt(q, 0).entryItem.settingValues, code);

describe('setQuestionnaireSettingValue', () => {
  it('randomise and flip exclude each other', () => {
    let q = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c']).build();
    q = set(q, 'FlipOptions', 'enabled');
    q = set(q, 'RandomiseOptions', 'enabled');
    expect(setting(q, 'FlipOptions')).toBeUndefined();
    expect(setting(q, 'RandomiseOptions')).toBe('enabled');
  });

  it('switching to multi select turns flip off; flip is refused on multi select', () => {
    let q = new QuestionnaireBuilder().question('Q', ['a', 'b']).build();
    q = set(q, 'FlipOptions', 'enabled');
    q = set(q, 'BasicChoice', 'multiple_choice');
    expect(setting(q, 'FlipOptions')).toBeUndefined();
    expect(() => set(q, 'FlipOptions', 'enabled')).toThrow(
      expect.objectContaining({ code: 'SETTING_NOT_ALLOWED' }),
    );
  });

  it('choice limit goes up to one less than the option count, 0 removes it', () => {
    let q = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c'], 'Basic', true).build();
    q = set(q, 'ChoiceLimit', '2');
    expect(setting(q, 'ChoiceLimit')).toBe('2');
    expect(() => set(q, 'ChoiceLimit', '3')).toThrow(
      expect.objectContaining({ code: 'INVALID_SETTING_VALUE' }),
    );
    expect(setting(set(q, 'ChoiceLimit', '0'), 'ChoiceLimit')).toBeUndefined();
  });

  it('a range replaces the choice limit and both zeros remove the range', () => {
    let q = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c'], 'Basic', true).build();
    q = set(q, 'ChoiceLimit', '2');
    q = set(q, 'ChoiceIntervalMax', '3');
    expect(setting(q, 'ChoiceLimit')).toBeUndefined();
    q = set(q, 'ChoiceIntervalMax', '0');
    expect(setting(q, 'ChoiceIntervalMax')).toBeUndefined();
  });

  it('refuses settings of another card type and postcodes outside GB', () => {
    const q = new QuestionnaireBuilder().question('Q').build();
    expect(() => set(q, 'MatrixChoice', 'single_choice')).toThrow(
      expect.objectContaining({ code: 'SETTING_NOT_ALLOWED' }),
    );
    const us = new QuestionnaireBuilder().question('Free', [], 'FreeText').build();
    const usQ = { ...us, locale: { language: 'en', country: 'US' } };
    expect(() => set(usQ, 'ContentStructure', 'postcode_full')).toThrow(
      expect.objectContaining({ code: 'SETTING_NOT_ALLOWED' }),
    );
  });
});
