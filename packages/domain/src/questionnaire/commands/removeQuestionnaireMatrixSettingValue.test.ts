import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { removeQuestionnaireMatrixSettingValue } from './removeQuestionnaireMatrixSettingValue.ts';

describe('removeQuestionnaireMatrixSettingValue', () => {
  it('turning row randomisation off unpins rows', () => {
    const b = new QuestionnaireBuilder().matrix('M');
    const m = matrixAt(b.q, 0).entryItem;
    b.apply('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk: m.matrixTitleLk,
      setting: { questionSettingCode: 'MatrixRandomiseRows', settingValue: 'enabled' },
    });
    b.apply('pinOrUnpinMatrixRow', {
      matrixTitleLk: m.matrixTitleLk,
      questionLk: m.matrixRows[0]?.questionLk ?? '',
      pinned: true,
    });
    const q = removeQuestionnaireMatrixSettingValue(
      b.q,
      { matrixTitleLk: m.matrixTitleLk, questionSettingCode: 'MatrixRandomiseRows' },
      testContext(),
    );
    expect(
      getSetting(matrixAt(q, 0).entryItem.settingValues, 'MatrixRandomiseRows'),
    ).toBeUndefined();
    expect(matrixAt(q, 0).entryItem.matrixRows.some((r) => r.pinned)).toBe(false);
  });
});
