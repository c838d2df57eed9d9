import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { setTextCardMedia } from './setTextCardMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = '', y = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

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
