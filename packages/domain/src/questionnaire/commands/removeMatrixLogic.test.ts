import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  matrixAt,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { removeMatrixLogic } from './removeMatrixLogic.ts';

describe('removeMatrixLogic', () => {
  it('removes all logic of a matrix', () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y']).matrix('M');
    const matrixTitleLk = matrixAt(b.q, 1).entryItem.matrixTitleLk;
    b.apply('setMatrixLogic', {
      matrixTitleLk,
      proposition: {
        questionResponseOption: {
          questionLk: questionAt(b.q, 0).entryItem.questionLk,
          responseOptionLks: optionLks(b.q, 0),
        },
      },
    });
    expect(
      matrixAt(removeMatrixLogic(b.q, { matrixTitleLk }, testContext()), 1).questionLogic,
    ).toEqual([]);
  });
});
