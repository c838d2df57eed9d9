import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { duplicateMatrixQuestion } from './duplicateMatrixQuestion.ts';

describe('duplicateMatrixQuestion', () => {
  it('copies rows and columns', () => {
    const base = new QuestionnaireBuilder().matrix('Grid', ['A', 'B', 'C'], ['Yes', 'No']).build();
    const q = duplicateMatrixQuestion(
      base,
      { matrixTitleLk: matrixAt(base, 0).entryItem.matrixTitleLk, position: 1 },
      testContext('d'),
    );
    const copy = matrixAt(q, 1);
    expect(copy.label).toBe('Q2');
    expect(copy.entryItem.matrixRows.map((r) => r.question.text)).toEqual(['A', 'B', 'C']);
    expect(copy.entryItem.responseOptions.map((o) => o.responseOption.value)).toEqual([
      'Yes',
      'No',
    ]);
  });
});
