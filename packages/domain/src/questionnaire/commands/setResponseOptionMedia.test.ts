import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { setResponseOptionMedia } from './setResponseOptionMedia.ts';

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

describe('setResponseOptionMedia', () => {
  it('puts an image on an option', () => {
    const q = setResponseOptionMedia(
      base,
      { questionLk, responseOptionLk: x, ...media },
      testContext(),
    );
    expect(option(q, 0)?.media).toEqual(media);
  });

  it("puts an image on a ranked question's option (pack tests rank pictures)", () => {
    const ranked = questionAt(base, 3).entryItem;
    const second = ranked.responseOptions[1]?.responseOptionLk ?? '';
    const q = setResponseOptionMedia(
      base,
      { questionLk: ranked.questionLk, responseOptionLk: second, ...media },
      testContext(),
    );
    expect(questionAt(q, 3).entryItem.responseOptions.map((o) => o.media)).toEqual([null, media]);
  });

  it('refuses data: and javascript: addresses', () => {
    expect(() =>
      setResponseOptionMedia(
        base,
        { questionLk, responseOptionLk: x, ...media, mediaUrl: 'data:text/html,<script>' },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_MEDIA' }));
  });
});
