import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { setMatrixRowMedia } from './setMatrixRowMedia.ts';
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('setMatrixRowMedia', () => {
  it('sets an image on a row and refuses unsafe addresses', () => {
    const questionLk = m.matrixRows[0]?.questionLk ?? '';
    const q = setMatrixRowMedia(
      base,
      {
        matrixTitleLk,
        questionLk,
        mediaName: 'a.png',
        mediaUrl: 'https://cdn/a.png',
        mediaType: 'image',
      },
      testContext(),
    );
    expect(matrixAt(q, 0).entryItem.matrixRows[0]?.questionMedia?.mediaUrl).toBe(
      'https://cdn/a.png',
    );
    expect(() =>
      setMatrixRowMedia(
        base,
        {
          matrixTitleLk,
          questionLk,
          mediaName: 'x',
          mediaUrl: 'javascript:alert(1)',
          mediaType: 'image',
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_MEDIA' }));
  });
});
