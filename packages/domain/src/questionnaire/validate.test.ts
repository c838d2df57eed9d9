import { describe, expect, it } from 'vitest';
import { validateQuestionnaire } from './validate.ts';
import { QuestionnaireBuilder, forkAt, questionAt } from './testing/builders.ts';
import type { Questionnaire } from './model.ts';

const codes = (q: Questionnaire) => validateQuestionnaire(q).map((e) => [e.field, e.code]);

describe('validateQuestionnaire', () => {
  it('flags empty titles, blank and duplicate options with the spec messages', () => {
    const q = new QuestionnaireBuilder().question('', ['Yes', ' yes', '']).build();
    const errors = validateQuestionnaire(q);
    expect(errors.map((e) => e.message)).toEqual([
      'Please add a question title',
      "You can't have a duplicate response option",
      "You can't leave a response option blank",
    ]);
    expect(errors[0]).toMatchObject({
      entryId: questionAt(q, 0).entryItem.questionLk,
      questionTypeCode: 'Basic',
    });
  });

  it('flags matrix rows and columns', () => {
    const q = new QuestionnaireBuilder().matrix('M', ['a', 'a'], ['x', '']).build();
    expect(codes(q)).toEqual([
      ['matrixRow', 'DUPLICATE_ROW'],
      ['matrixColumn', 'EMPTY_COLUMN'],
    ]);
  });

  it('flags fork totals other than 100 and a range above the option count', () => {
    const b = new QuestionnaireBuilder().fork().question('Q', ['a', 'b'], 'Basic', true);
    b.apply('updateForkBranch', {
      forkId: forkAt(b.q, 0).entryItem.fork.forkId,
      branchNumber: 1,
      percentage: 40,
    });
    b.apply('setQuestionnaireSettingValue', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      setting: { questionSettingCode: 'ChoiceIntervalMax', settingValue: '5' },
    });
    expect(validateQuestionnaire(b.q).map((e) => e.message)).toEqual([
      'The total must sum to 100%',
      'Maximum cannot exceed the total number of response options.',
    ]);
  });

  it('flags fewer than 2 options', () => {
    const q = new QuestionnaireBuilder()
      .apply('addQuestion', {
        questionTypeCode: 'Basic',
        position: 0,
        text: 'Q',
        defaultOptionsCount: 1,
      })
      .build();
    expect(codes(q)).toContainEqual(['responseOptions', 'TOO_FEW_OPTIONS']);
  });

  it('is empty for a complete questionnaire', () => {
    expect(
      validateQuestionnaire(
        new QuestionnaireBuilder().question('Q').matrix('M').textCard().fork().build(),
      ),
    ).toEqual([]);
  });
});
