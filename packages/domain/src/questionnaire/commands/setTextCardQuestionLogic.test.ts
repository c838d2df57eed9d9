import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { setTextCardQuestionLogic } from './setTextCardQuestionLogic.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);

const proposition = { questionResponseOption: { questionLk, responseOptionLks: [x] } };
import { textCardAt } from '../testing/builders.ts';
describe('setTextCardQuestionLogic', () => {
  it('shows a text card only to some respondents', () => {
    const textCardLk = textCardAt(base, 2).entryItem.textCardLk;
    const q = setTextCardQuestionLogic(base, { textCardLk, proposition }, testContext());
    expect(textCardAt(q, 2).questionLogic[0]?.proposition).toEqual({
      kind: 'questionResponseOption',
      questionLk,
      responseOptionLks: [x],
    });
  });
});
