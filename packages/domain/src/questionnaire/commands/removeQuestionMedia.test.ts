import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { removeQuestionMedia } from './removeQuestionMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;

describe('removeQuestionMedia', () => {
  it('removes the question media', () => {
    const b = new QuestionnaireBuilder(base).apply('setQuestionMedia', {
      questionLk,
      mediaName: 'a',
      mediaUrl: '/a.png',
      mediaType: 'image',
    });
    expect(
      questionAt(removeQuestionMedia(b.q, { questionLk }, testContext()), 0).entryItem
        .questionMedia,
    ).toBeNull();
  });
});
