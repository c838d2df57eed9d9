import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { updateMatrixQuestion } from './updateMatrixQuestion.ts';

describe('updateMatrixQuestion', () => {
  it('changes the matrix title', () => {
    const base = new QuestionnaireBuilder().matrix('Old').build();
    const q = updateMatrixQuestion(
      base,
      { matrixTitleLk: matrixAt(base, 0).entryItem.matrixTitleLk, title: 'New' },
      testContext(),
    );
    expect(matrixAt(q, 0).entryItem.matrixTitle.title).toBe('New');
  });
});
