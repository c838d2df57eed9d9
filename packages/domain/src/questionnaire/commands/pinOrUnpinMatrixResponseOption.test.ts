import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { pinOrUnpinMatrixResponseOption } from './pinOrUnpinMatrixResponseOption.ts';
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('pinOrUnpinMatrixResponseOption', () => {
  it('needs randomised columns to pin', () => {
    const lk = m.responseOptions[0]?.responseOptionLk ?? '';
    expect(() =>
      pinOrUnpinMatrixResponseOption(
        base,
        { matrixTitleLk, responseOptionLk: lk, pinned: true },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'PIN_REQUIRES_RANDOMISE' }));
    const b = new QuestionnaireBuilder(base);
    b.apply('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk,
      setting: { questionSettingCode: 'MatrixRandomiseResponseOptions', settingValue: 'enabled' },
    });
    const q = pinOrUnpinMatrixResponseOption(
      b.q,
      { matrixTitleLk, responseOptionLk: lk, pinned: true },
      testContext(),
    );
    expect(matrixAt(q, 0).entryItem.responseOptions[0]?.pinned).toBe(true);
  });
});
