import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { addMatrixQuestionRow } from './addMatrixQuestionRow.ts';
const rows = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.matrixRows.map((r) => r.question.text);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('addMatrixQuestionRow', () => {
  it('adds a row at a position', () => {
    const q = addMatrixQuestionRow(
      base,
      { matrixTitleLk, position: 0, text: 'r0' },
      testContext('n'),
    );
    expect(rows(q)).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(matrixAt(q, 0).entryItem.matrixRows.map((r) => r.position)).toEqual([0, 1, 2, 3]);
  });
});
