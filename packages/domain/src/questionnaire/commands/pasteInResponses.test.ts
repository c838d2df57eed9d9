import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { pasteInResponses } from './pasteInResponses.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;

import { optionValues } from '../testing/builders.ts';
describe('pasteInResponses', () => {
  it('the option pasted into takes the first line and the rest follow it', () => {
    const q = pasteInResponses(
      base,
      { questionLk, responseOptions: ['one', 'two'], position: 1 },
      testContext('p'),
    );
    expect(optionValues(q, 0)).toEqual(['x', 'one', 'two', 'z']);
  });
});
