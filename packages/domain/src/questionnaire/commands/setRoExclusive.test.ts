import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { setRoExclusive } from './setRoExclusive.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [, y = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

describe('setRoExclusive', () => {
  it('makes an option exclusive and back', () => {
    const q = setRoExclusive(
      base,
      { questionLk, responseOptionLk: y, exclusive: true },
      testContext(),
    );
    expect(option(q, 1)?.exclusive).toBe(true);
    expect(
      option(
        setRoExclusive(q, { questionLk, responseOptionLk: y, exclusive: false }, testContext()),
        1,
      )?.exclusive,
    ).toBe(false);
  });

  it('is refused on ranked options', () => {
    const rank = questionAt(base, 3).entryItem;
    expect(() =>
      setRoExclusive(
        base,
        {
          questionLk: rank.questionLk,
          responseOptionLk: rank.responseOptions[0]?.responseOptionLk ?? '',
          exclusive: true,
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'WRONG_QUESTION_TYPE' }));
  });
});
