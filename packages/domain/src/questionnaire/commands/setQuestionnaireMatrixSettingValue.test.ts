import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { setQuestionnaireMatrixSettingValue } from './setQuestionnaireMatrixSettingValue.ts';

describe('setQuestionnaireMatrixSettingValue', () => {
  it('multi select turns matrix flip off', () => {
    let q = new QuestionnaireBuilder().matrix('M').build();
    const matrixTitleLk = matrixAt(q, 0).entryItem.matrixTitleLk;
    const set = (code: string, value: string) =>
      (q = setQuestionnaireMatrixSettingValue(
        q,
        { matrixTitleLk, setting: { questionSettingCode: code, settingValue: value } },
        testContext(),
      ));
    set('MatrixFlipOptions', 'enabled');
    set('MatrixChoice', 'multiple_choice');
    expect(getSetting(matrixAt(q, 0).entryItem.settingValues, 'MatrixFlipOptions')).toBeUndefined();
  });
});
