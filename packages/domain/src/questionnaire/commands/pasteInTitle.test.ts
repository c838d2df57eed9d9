import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { pasteInTitle } from './pasteInTitle.ts';

import { optionValues } from '../testing/builders.ts';
describe('pasteInTitle', () => {
  it('sets the title and fills blank options before adding more', () => {
    const blank = new QuestionnaireBuilder()
      .apply('addQuestion', { questionTypeCode: 'Basic', position: 0 })
      .build();
    const lk = questionAt(blank, 0).entryItem.questionLk;
    const q = pasteInTitle(
      blank,
      { questionLk: lk, text: 'Favourite?', responseOptions: ['Red', 'Green', 'Blue'] },
      testContext('p'),
    );
    expect(questionAt(q, 0).entryItem.question.text).toBe('Favourite?');
    expect(optionValues(q, 0)).toEqual(['Red', 'Green', 'Blue']);
  });
});
