import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { pinOrUnpinMatrixRow } from './pinOrUnpinMatrixRow.ts';
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('pinOrUnpinMatrixRow', () => {
  it('pins a row when rows are randomised', () => {
    const lk = m.matrixRows[0]?.questionLk ?? '';
    expect(() =>
      pinOrUnpinMatrixRow(base, { matrixTitleLk, questionLk: lk, pinned: true }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'PIN_REQUIRES_RANDOMISE' }));
    const b = new QuestionnaireBuilder(base);
    b.apply('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk,
      setting: { questionSettingCode: 'MatrixRandomiseRows', settingValue: 'enabled' },
    });
    const q = pinOrUnpinMatrixRow(
      b.q,
      { matrixTitleLk, questionLk: lk, pinned: true },
      testContext(),
    );
    expect(matrixAt(q, 0).entryItem.matrixRows[0]?.pinned).toBe(true);
  });
});
