import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { detachMatrixQuestionRow } from './detachMatrixQuestionRow.ts';
const rows = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.matrixRows.map((r) => r.question.text);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('detachMatrixQuestionRow', () => {
  it('removes a row', () => {
    const q = detachMatrixQuestionRow(
      base,
      { matrixTitleLk, questionLk: m.matrixRows[1]?.questionLk ?? '' },
      testContext(),
    );
    expect(rows(q)).toEqual(['r1', 'r3']);
  });

  it('fails for an unknown row', () => {
    expect(() =>
      detachMatrixQuestionRow(base, { matrixTitleLk, questionLk: 'zzz' }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'ROW_NOT_FOUND' }));
  });
});
