import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { updateMatrixResponseOption } from './updateMatrixResponseOption.ts';
const cols = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('updateMatrixResponseOption', () => {
  it('renames a column', () => {
    const q = updateMatrixResponseOption(
      base,
      {
        matrixTitleLk,
        responseOptionLk: m.responseOptions[1]?.responseOptionLk ?? '',
        responseOptionValue: 'mid',
      },
      testContext(),
    );
    expect(cols(q)).toEqual(['c1', 'mid', 'c3']);
  });
});
