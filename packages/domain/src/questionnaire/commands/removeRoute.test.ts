import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { removeRoute } from './removeRoute.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

describe('removeRoute', () => {
  it('removes the route of an option', () => {
    const b = new QuestionnaireBuilder(base).apply('setRoute', {
      questionLk,
      responseOptionLk: x,
      targetNumber: 100000,
    });
    const q = removeRoute(b.q, { questionLk, responseOptionLk: x }, testContext());
    expect(option(q, 0)?.route).toBeNull();
  });
});
