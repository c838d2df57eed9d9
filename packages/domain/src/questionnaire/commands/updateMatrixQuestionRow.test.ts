import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { updateMatrixQuestionRow } from './updateMatrixQuestionRow.ts';
const rows = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.matrixRows.map((r) => r.question.text);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('updateMatrixQuestionRow', () => {
  it('renames a row', () => {
    const q = updateMatrixQuestionRow(
      base,
      { matrixTitleLk, questionLk: m.matrixRows[2]?.questionLk ?? '', text: 'last' },
      testContext(),
    );
    expect(rows(q)).toEqual(['r1', 'r2', 'last']);
  });
});
