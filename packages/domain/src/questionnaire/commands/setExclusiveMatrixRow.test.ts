import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { setExclusiveMatrixRow } from './setExclusiveMatrixRow.ts';
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('setExclusiveMatrixRow', () => {
  it('makes a column exclusive', () => {
    const lk = m.responseOptions[2]?.responseOptionLk ?? '';
    const q = setExclusiveMatrixRow(
      base,
      { matrixTitleLk, responseOptionLk: lk, exclusive: true },
      testContext(),
    );
    expect(matrixAt(q, 0).entryItem.responseOptions.map((o) => o.exclusive)).toEqual([
      false,
      false,
      true,
    ]);
  });
});
