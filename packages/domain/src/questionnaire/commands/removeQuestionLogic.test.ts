import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { removeQuestionLogic } from './removeQuestionLogic.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);

const proposition = { questionResponseOption: { questionLk, responseOptionLks: [x] } };

describe('removeQuestionLogic', () => {
  const later = questionAt(base, 1).entryItem.questionLk;
  const b = new QuestionnaireBuilder(base)
    .apply('setQuestionLogic', { questionLk: later, proposition })
    .apply('setQuestionLogic', { questionLk: later, proposition });

  it('removes one clause, or all logic without a ref', () => {
    const one = removeQuestionLogic(
      b.q,
      { questionLk: later, logicInfoRef: { clauseNumber: 1 } },
      testContext(),
    );
    expect(questionAt(one, 1).questionLogic.map((t) => t.clauseNumber)).toEqual([2]);
    expect(
      questionAt(removeQuestionLogic(b.q, { questionLk: later }, testContext()), 1).questionLogic,
    ).toEqual([]);
  });

  it('fails for a condition that does not exist', () => {
    expect(() =>
      removeQuestionLogic(
        b.q,
        { questionLk: later, logicInfoRef: { clauseNumber: 9 } },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
