import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { setRoute } from './setRoute.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = '', y = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

describe('setRoute', () => {
  it('routes an option forward to a later card or to the end of the survey', () => {
    const target = entryAt(base, 2).number;
    let q = setRoute(
      base,
      { questionLk, responseOptionLk: x, targetNumber: target },
      testContext(),
    );
    expect(option(q, 0)?.route).toEqual({ targetNumber: target });
    q = setRoute(q, { questionLk, responseOptionLk: y, targetNumber: target }, testContext());
    expect(option(q, 1)?.route).toEqual({ targetNumber: target });
  });

  it("refuses a backward route with the spec's message", () => {
    const later = questionAt(base, 1).entryItem;
    expect(() =>
      setRoute(
        base,
        {
          questionLk: later.questionLk,
          responseOptionLk: later.responseOptions[0]?.responseOptionLk ?? '',
          targetNumber: entryAt(base, 0).number,
        },
        testContext(),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'ROUTE_BACKWARD',
        message: "You can't route a response to a previous question",
      }),
    );
  });

  it('keeps one target per question', () => {
    const q = setRoute(
      base,
      { questionLk, responseOptionLk: x, targetNumber: 100000 },
      testContext(),
    );
    expect(() =>
      setRoute(
        q,
        { questionLk, responseOptionLk: y, targetNumber: entryAt(base, 1).number },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'ROUTE_TARGET_MISMATCH' }));
  });

  it('refuses unknown targets', () => {
    expect(() =>
      setRoute(base, { questionLk, responseOptionLk: x, targetNumber: 999 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'ROUTE_TARGET_INVALID' }));
  });
});
