import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { createOrUpdateMatrixRowMaskingRule } from './createOrUpdateMatrixRowMaskingRule.ts';

describe('createOrUpdateMatrixRowMaskingRule', () => {
  it('masks a row by a cell of an earlier matrix, but not of itself', () => {
    const base = new QuestionnaireBuilder().matrix('First').matrix('Second').build();
    const first = matrixAt(base, 0).entryItem;
    const second = matrixAt(base, 1).entryItem;
    const key = {
      questionLk: first.matrixRows[0]?.questionLk ?? '',
      matrixTitleLk: first.matrixTitleLk,
      responseOptionLk: first.responseOptions[0]?.responseOptionLk ?? '',
    };
    const rule = { clause: 'OR' as const, maskingKeys: [key], negated: true };
    const q = createOrUpdateMatrixRowMaskingRule(
      base,
      {
        matrixTitleLk: second.matrixTitleLk,
        questionLk: second.matrixRows[1]?.questionLk ?? '',
        maskingRules: [rule],
      },
      testContext(),
    );
    expect(matrixAt(q, 1).entryItem.matrixRows[1]?.maskingRules).toEqual([rule]);
    expect(() =>
      createOrUpdateMatrixRowMaskingRule(
        base,
        {
          matrixTitleLk: first.matrixTitleLk,
          questionLk: first.matrixRows[1]?.questionLk ?? '',
          maskingRules: [rule],
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'MASKING_NOT_ALLOWED' }));
  });
});
