import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { removeMatrixRowMedia } from './removeMatrixRowMedia.ts';
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('removeMatrixRowMedia', () => {
  it('removes a row image', () => {
    const questionLk = m.matrixRows[0]?.questionLk ?? '';
    const b = new QuestionnaireBuilder(base).apply('setMatrixRowMedia', {
      matrixTitleLk,
      questionLk,
      mediaName: 'a',
      mediaUrl: '/media/a.png',
      mediaType: 'image',
    });
    const q = removeMatrixRowMedia(b.q, { matrixTitleLk, questionLk }, testContext());
    expect(matrixAt(q, 0).entryItem.matrixRows[0]?.questionMedia).toBeNull();
  });
});
