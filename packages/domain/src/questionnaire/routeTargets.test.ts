import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END_OF_SURVEY_TARGET } from './constants.ts';
import { applyQuestionnaireCommand } from './registry.ts';
import { routeTargets } from './routeTargets.ts';
import {
  QuestionnaireBuilder,
  entryAt,
  optionLks,
  questionAt,
  testContext,
} from './testing/builders.ts';

const build = () =>
  new QuestionnaireBuilder()
    .question('Q1')
    .fork()
    .question('Q2')
    .textCard('Intro')
    .matrix('Grid')
    .question('Last')
    .build();

describe('routeTargets', () => {
  it('offers later non-fork cards and the end of the survey', () => {
    const q = build();
    const q1 = questionAt(q, 0).entryItem.questionLk;
    const [first] = optionLks(q, 0);
    const later = [2, 3, 4, 5].map((p) => entryAt(q, p).number);
    expect(routeTargets(q, q1, first ?? '')).toEqual({
      upcoming: later,
      offered: [...later, END_OF_SURVEY_TARGET],
    });
  });

  it('offers nothing on the last card: no upcoming questions', () => {
    const q = build();
    const last = questionAt(q, 5).entryItem.questionLk;
    expect(routeTargets(q, last, optionLks(q, 5)[0] ?? '')).toEqual({ upcoming: [], offered: [] });
  });

  it('offers only the target another option already routes to, but every target to that option itself', () => {
    const q = build();
    const q1 = questionAt(q, 0).entryItem.questionLk;
    const [a, b] = optionLks(q, 0) as [string, string];
    const target = entryAt(q, 4).number;
    const routed = applyQuestionnaireCommand(
      'setRoute',
      q,
      { questionLk: q1, responseOptionLk: a, targetNumber: target },
      testContext(),
    );
    expect(routeTargets(routed, q1, b).offered).toEqual([target]);
    expect(routeTargets(routed, q1, a).offered).toContain(END_OF_SURVEY_TARGET);
  });

  it('never offers a target that setRoute refuses', () => {
    const q = build();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1 }), (p, o) => {
        const entry = entryAt(q, p);
        if (entry.entryType !== 'question') return;
        const questionLk = entry.entryItem.questionLk;
        const responseOptionLk = optionLks(q, p)[o] ?? '';
        for (const targetNumber of routeTargets(q, questionLk, responseOptionLk).offered) {
          expect(() =>
            applyQuestionnaireCommand(
              'setRoute',
              q,
              { questionLk, responseOptionLk, targetNumber },
              testContext(),
            ),
          ).not.toThrow();
        }
      }),
    );
  });
});
