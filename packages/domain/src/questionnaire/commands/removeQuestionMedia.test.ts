import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { removeQuestionMedia } from './removeQuestionMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = '', y = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

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
