import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { removeTextCardQuestionLogic } from './removeTextCardQuestionLogic.ts';

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
describe('removeTextCardQuestionLogic', () => {
  it('removes the logic of a text card', () => {
    const textCardLk = textCardAt(base, 2).entryItem.textCardLk;
    const b = new QuestionnaireBuilder(base).apply('setTextCardQuestionLogic', {
      textCardLk,
      proposition,
    });
    expect(
      textCardAt(removeTextCardQuestionLogic(b.q, { textCardLk }, testContext()), 2).questionLogic,
    ).toEqual([]);
  });
});
