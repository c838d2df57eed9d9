import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, testContext } from '../testing/builders.ts';
import { removeTextCardMedia } from './removeTextCardMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();

import { textCardAt } from '../testing/builders.ts';
describe('removeTextCardMedia', () => {
  it('removes the text card media', () => {
    const textCardLk = textCardAt(base, 2).entryItem.textCardLk;
    const b = new QuestionnaireBuilder(base).apply('setTextCardMedia', {
      textCardLk,
      mediaName: 'a',
      mediaUrl: '/a.png',
      mediaType: 'image',
    });
    expect(
      textCardAt(removeTextCardMedia(b.q, { textCardLk }, testContext()), 2).entryItem
        .questionMedia,
    ).toBeNull();
  });
});
