import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { addMatrixResponseOption } from './addMatrixResponseOption.ts';
const cols = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value);
const rows = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.matrixRows.map((r) => r.question.text);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('addMatrixResponseOption', () => {
  it('adds a column at a position', () => {
    const q = addMatrixResponseOption(
      base,
      { matrixTitleLk, position: 3, responseOptionValue: 'c4' },
      testContext('n'),
    );
    expect(cols(q)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(rows(q)).toEqual(['r1', 'r2', 'r3']);
  });
});
