import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { emptyMatrixQuestion } from './emptyMatrixQuestion.ts';
const cols = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value);
const rows = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.matrixRows.map((r) => r.question.text);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('emptyMatrixQuestion', () => {
  it('blanks the title and resets to 2 blank rows and columns', () => {
    const q = emptyMatrixQuestion(base, { matrixTitleLk }, testContext('e'));
    expect(matrixAt(q, 0).entryItem.matrixTitle.title).toBe('');
    expect(rows(q)).toEqual(['', '']);
    expect(cols(q)).toEqual(['', '']);
  });
});
