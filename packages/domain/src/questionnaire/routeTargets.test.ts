import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END_OF_SURVEY_TARGET } from './constants.ts';
import { applyQuestionnaireCommand } from './registry.ts';
import { routeTargets } from './routeTargets.ts';
import { makeQuestionnaire } from './testing/makeQuestionnaire.ts';
import { flattenEntries } from './walk.ts';
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

  it('never offers a target that setRoute refuses, on generated questionnaires with routes', () => {
    const questions = [1, 2, 3].flatMap((seed) => {
      const q = makeQuestionnaire(40, seed);
      return flattenEntries(q.entries).flatMap((e) =>
        e.entryType === 'question' && e.entryItem.questionTypeCode === 'Basic'
          ? [{ q, item: e.entryItem }]
          : [],
      );
    });
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (i, j) => {
        const { q, item } = questions[i % questions.length] ?? {};
        if (!q || !item) return;
        const option = item.responseOptions[j % item.responseOptions.length];
        if (!option) return;
        const args = { questionLk: item.questionLk, responseOptionLk: option.responseOptionLk };
        for (const targetNumber of routeTargets(q, args.questionLk, args.responseOptionLk)
          .offered) {
          expect(() =>
            applyQuestionnaireCommand('setRoute', q, { ...args, targetNumber }, testContext()),
          ).not.toThrow();
        }
      }),
      { numRuns: 40 },
    );
  });
});
