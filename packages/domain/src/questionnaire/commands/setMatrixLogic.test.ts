import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  matrixAt,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { setMatrixLogic } from './setMatrixLogic.ts';

describe('setMatrixLogic', () => {
  it('adds matrix-cell and count conditions pointing at earlier cards only', () => {
    const base = new QuestionnaireBuilder()
      .matrix('First', ['r1', 'r2'], ['c1', 'c2'])
      .question('Q', ['a', 'b'], 'Basic', true)
      .matrix('Second')
      .build();
    const first = matrixAt(base, 0).entryItem;
    const second = matrixAt(base, 2).entryItem.matrixTitleLk;
    let q = setMatrixLogic(
      base,
      {
        matrixTitleLk: second,
        proposition: {
          matrixResponseOption: {
            matrixTitleLk: first.matrixTitleLk,
            questionLk: first.matrixRows[0]?.questionLk ?? '',
            responseOptionLks: [first.responseOptions[1]?.responseOptionLk ?? ''],
          },
        },
      },
      testContext('l'),
    );
    q = setMatrixLogic(
      q,
      {
        matrixTitleLk: second,
        proposition: {
          questionResponseOptionCount: {
            questionLk: questionAt(base, 1).entryItem.questionLk,
            min: 1,
            max: 2,
          },
        },
      },
      testContext('m'),
    );
    expect(matrixAt(q, 2).questionLogic.map((t) => t.proposition.kind)).toEqual([
      'matrixResponseOption',
      'questionResponseOptionCount',
    ]);
    expect(() =>
      setMatrixLogic(
        base,
        {
          matrixTitleLk: first.matrixTitleLk,
          proposition: {
            questionResponseOption: {
              questionLk: questionAt(base, 1).entryItem.questionLk,
              responseOptionLks: optionLks(base, 1),
            },
          },
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'LOGIC_NOT_ALLOWED' }));
  });
});
