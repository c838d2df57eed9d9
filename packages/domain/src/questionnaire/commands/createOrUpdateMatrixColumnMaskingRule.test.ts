import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  matrixAt,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { createOrUpdateMatrixColumnMaskingRule } from './createOrUpdateMatrixColumnMaskingRule.ts';

describe('createOrUpdateMatrixColumnMaskingRule', () => {
  it('masks a column by an earlier answer', () => {
    const base = new QuestionnaireBuilder().question('A', ['x', 'y']).matrix('M').build();
    const m = matrixAt(base, 1).entryItem;
    const key = {
      questionLk: questionAt(base, 0).entryItem.questionLk,
      matrixTitleLk: null,
      responseOptionLk: optionLks(base, 0)[0] ?? '',
    };
    const q = createOrUpdateMatrixColumnMaskingRule(
      base,
      {
        matrixTitleLk: m.matrixTitleLk,
        responseOptionLk: m.responseOptions[0]?.responseOptionLk ?? '',
        maskingRules: [{ clause: 'AND', maskingKeys: [key], negated: false }],
      },
      testContext(),
    );
    expect(matrixAt(q, 1).entryItem.responseOptions[0]?.maskingRules[0]?.maskingKeys).toEqual([
      key,
    ]);
  });
});
