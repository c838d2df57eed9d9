import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { removeResponseOptionMedia } from './removeResponseOptionMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

const media = {
  mediaName: 'cat.png',
  mediaUrl: 'https://cdn.example/cat.png',
  mediaType: 'image' as const,
  renderedMediaUrl: 'https://cdn.example/cat=s0',
};

describe('removeResponseOptionMedia', () => {
  it('removes the option image', () => {
    const b = new QuestionnaireBuilder(base).apply('setResponseOptionMedia', {
      questionLk,
      responseOptionLk: x,
      ...media,
    });
    expect(
      option(removeResponseOptionMedia(b.q, { questionLk, responseOptionLk: x }, testContext()), 0)
        ?.media,
    ).toBeNull();
  });
});
