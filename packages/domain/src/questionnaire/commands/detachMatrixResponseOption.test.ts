import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { detachMatrixResponseOption } from './detachMatrixResponseOption.ts';
const cols = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('detachMatrixResponseOption', () => {
  it('removes a column but never below 2', () => {
    const q = detachMatrixResponseOption(
      base,
      { matrixTitleLk, responseOptionLk: m.responseOptions[0]?.responseOptionLk ?? '' },
      testContext(),
    );
    expect(cols(q)).toEqual(['c2', 'c3']);
    const lk = matrixAt(q, 0).entryItem.responseOptions[0]?.responseOptionLk ?? '';
    expect(() =>
      detachMatrixResponseOption(q, { matrixTitleLk, responseOptionLk: lk }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'TOO_FEW_ITEMS' }));
  });
});
