import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { pasteInMatrixRows } from './pasteInMatrixRows.ts';
const rows = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.matrixRows.map((r) => r.question.text);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('pasteInMatrixRows', () => {
  it('fills blank rows first', () => {
    const blank = new QuestionnaireBuilder()
      .apply('addMatrixQuestion', { position: 0, title: 'M' })
      .build();
    const lk = matrixAt(blank, 0).entryItem.matrixTitleLk;
    const q = pasteInMatrixRows(
      blank,
      { matrixTitleLk: lk, rows: ['a', 'b', 'c'], position: 0 },
      testContext('p'),
    );
    expect(rows(q)).toEqual(['a', 'b', 'c']);
  });

  it('refuses an empty paste', () => {
    expect(() =>
      pasteInMatrixRows(base, { matrixTitleLk, rows: ['  '], position: 0 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
