import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { setQuestionLogic } from './setQuestionLogic.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);

const proposition = { questionResponseOption: { questionLk, responseOptionLks: [x] } };

describe('setQuestionLogic', () => {
  const later = questionAt(base, 1).entryItem.questionLk;

  it('adds conditions: a new clause each time (AND), or into a clause (OR)', () => {
    let q = setQuestionLogic(base, { questionLk: later, proposition }, testContext('l'));
    q = setQuestionLogic(q, { questionLk: later, proposition, negated: true }, testContext('m'));
    q = setQuestionLogic(
      q,
      { questionLk: later, proposition, logicInfoRef: { clauseNumber: 1 } },
      testContext('n'),
    );
    expect(questionAt(q, 1).questionLogic.map((t) => [t.clauseNumber, t.negated])).toEqual([
      [1, false],
      [2, true],
      [1, false],
    ]);
  });

  it('is refused on the first question without audience, and for later or ranked questions', () => {
    expect(() => setQuestionLogic(base, { questionLk, proposition }, testContext())).toThrow(
      expect.objectContaining({
        code: 'LOGIC_NOT_ALLOWED',
        message: 'Display logic cannot be added to the first survey question',
      }),
    );
    const rank = questionAt(base, 3).entryItem;
    const bad = {
      questionResponseOption: {
        questionLk: rank.questionLk,
        responseOptionLks: [rank.responseOptions[0]?.responseOptionLk ?? ''],
      },
    };
    expect(() =>
      setQuestionLogic(base, { questionLk: later, proposition: bad }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'LOGIC_TARGET_INVALID' }));
  });

  it('needs exactly one proposition kind', () => {
    expect(() =>
      setQuestionLogic(base, { questionLk: later, proposition: {} }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
