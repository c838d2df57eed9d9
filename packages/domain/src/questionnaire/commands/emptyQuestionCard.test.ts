import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { emptyQuestionCard } from './emptyQuestionCard.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;

describe('emptyQuestionCard', () => {
  it('clears the title and resets to 2 blank options', () => {
    const q = emptyQuestionCard(base, { questionLk }, testContext('e'));
    expect(questionAt(q, 0).entryItem.question.text).toBe('');
    expect(questionAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value)).toEqual([
      '',
      '',
    ]);
  });
});
