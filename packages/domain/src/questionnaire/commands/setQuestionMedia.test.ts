import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { setQuestionMedia } from './setQuestionMedia.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;

describe('setQuestionMedia', () => {
  it('stores a video URL as both url and name', () => {
    const url = 'https://video.example/watch?v=1';
    const q = setQuestionMedia(
      base,
      { questionLk, mediaName: '', mediaUrl: url, mediaType: 'video' },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.questionMedia).toEqual({
      mediaName: url,
      mediaUrl: url,
      mediaType: 'video',
      renderedMediaUrl: null,
    });
  });

  it('is refused on ranked questions', () => {
    const rank = questionAt(base, 3).entryItem.questionLk;
    expect(() =>
      setQuestionMedia(
        base,
        { questionLk: rank, mediaName: 'a', mediaUrl: '/a.png', mediaType: 'image' },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'WRONG_QUESTION_TYPE' }));
  });

  it('refuses a video address that is not http(s) or truly site-relative', () => {
    for (const mediaUrl of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/v',
      // Browsers read a backslash as a slash: this is //evil.example/v, another site.
      '/\\evil.example/v',
      // Parsers disagree about this one's host (browsers: evil.example).
      'https://evil.example\\@video.example/v',
    ]) {
      expect(
        () =>
          setQuestionMedia(
            base,
            { questionLk, mediaName: '', mediaUrl, mediaType: 'video' },
            testContext(),
          ),
        mediaUrl,
      ).toThrow(expect.objectContaining({ code: 'INVALID_MEDIA' }));
    }
  });
});
