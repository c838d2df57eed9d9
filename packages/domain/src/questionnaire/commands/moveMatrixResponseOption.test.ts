import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { moveMatrixResponseOption } from './moveMatrixResponseOption.ts';
const cols = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('moveMatrixResponseOption', () => {
  it('moves a column', () => {
    const q = moveMatrixResponseOption(
      base,
      {
        matrixTitleLk,
        responseOptionLk: m.responseOptions[0]?.responseOptionLk ?? '',
        toPosition: 2,
      },
      testContext(),
    );
    expect(cols(q)).toEqual(['c2', 'c3', 'c1']);
  });
});
