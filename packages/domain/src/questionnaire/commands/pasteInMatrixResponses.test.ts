import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, matrixAt, testContext } from '../testing/builders.ts';
import { pasteInMatrixResponses } from './pasteInMatrixResponses.ts';
const cols = (q: ReturnType<QuestionnaireBuilder['build']>) =>
  matrixAt(q, 0).entryItem.responseOptions.map((o) => o.responseOption.value);
const base = new QuestionnaireBuilder().matrix('M', ['r1', 'r2', 'r3'], ['c1', 'c2', 'c3']).build();
const m = matrixAt(base, 0).entryItem;
const matrixTitleLk = m.matrixTitleLk;

describe('pasteInMatrixResponses', () => {
  it('pastes columns into a column and inserts the rest after it', () => {
    const q = pasteInMatrixResponses(
      base,
      { matrixTitleLk, responseOptions: ['x', 'y'], position: 1 },
      testContext('p'),
    );
    expect(cols(q)).toEqual(['c1', 'x', 'y', 'c3']);
  });
});
