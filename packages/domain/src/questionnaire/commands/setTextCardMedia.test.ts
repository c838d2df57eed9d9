import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, testContext } from '../testing/builders.ts';
import { setTextCardMedia } from './setTextCardMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();

import { textCardAt } from '../testing/builders.ts';
describe('setTextCardMedia', () => {
  it('puts an image on a text card', () => {
    const textCardLk = textCardAt(base, 2).entryItem.textCardLk;
    const q = setTextCardMedia(
      base,
      { textCardLk, mediaName: 'a', mediaUrl: '/a.png', mediaType: 'image' },
      testContext(),
    );
    expect(textCardAt(q, 2).entryItem.questionMedia?.mediaUrl).toBe('/a.png');
  });
});
