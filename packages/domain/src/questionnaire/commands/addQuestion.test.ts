import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  emptyQuestionnaire,
  labels,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { addQuestion } from './addQuestion.ts';

const ctx = testContext('t');

describe('addQuestion', () => {
  it('adds a single select with 2 blank options and labels it Q1', () => {
    const q = addQuestion(emptyQuestionnaire(), { questionTypeCode: 'Basic', position: 0 }, ctx);
    const e = questionAt(q, 0);
    expect(e.label).toBe('Q1');
    expect(e.entryItem.responseOptions.map((o) => o.responseOption.value)).toEqual(['', '']);
    expect(getSetting(e.entryItem.settingValues, 'BasicChoice')).toBe('single_choice');
  });

  it('gives free text a 200 character limit and no options', () => {
    const q = addQuestion(emptyQuestionnaire(), { questionTypeCode: 'FreeText', position: 0 }, ctx);
    const item = questionAt(q, 0).entryItem;
    expect(item.responseOptions).toEqual([]);
    expect(getSetting(item.settingValues, 'CharacterLimit')).toBe('200');
  });

  it('creates a slider with min 0, max 100, step 1, start 0', () => {
    const q = addQuestion(emptyQuestionnaire(), { questionTypeCode: 'Scale', position: 0 }, ctx);
    expect(questionAt(q, 0).entryItem.questionScale?.range).toEqual({
      min: 0,
      max: 100,
      step: 1,
      startingPosition: 0,
    });
  });

  it('inserts at a position and renumbers later questions', () => {
    const base = new QuestionnaireBuilder().question('One').textCard().question('Two').build();
    const q = addQuestion(base, { questionTypeCode: 'Ranked', position: 1, text: 'New' }, ctx);
    expect(labels(q)).toEqual(['Q1', 'Q2', 'T1', 'Q3']);
    expect(questionAt(q, 1).entryItem.question.text).toBe('New');
  });

  it('refuses an out-of-range position and options on free text', () => {
    expect(() =>
      addQuestion(emptyQuestionnaire(), { questionTypeCode: 'Basic', position: 2 }, ctx),
    ).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
    expect(() =>
      addQuestion(
        emptyQuestionnaire(),
        { questionTypeCode: 'FreeText', position: 0, defaultOptionsCount: 2 },
        ctx,
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });

  it('applies the initial setting, e.g. multi select', () => {
    const q = addQuestion(
      emptyQuestionnaire(),
      {
        questionTypeCode: 'Basic',
        position: 0,
        setting: { questionSettingCode: 'BasicChoice', settingValue: 'multiple_choice' },
      },
      ctx,
    );
    expect(getSetting(questionAt(q, 0).entryItem.settingValues, 'BasicChoice')).toBe(
      'multiple_choice',
    );
  });
});
