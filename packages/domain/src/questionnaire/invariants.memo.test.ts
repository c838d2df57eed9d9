import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { QuestionnaireCommandError } from './errors.ts';
import { checkInvariants } from './invariants.ts';
import type { Questionnaire } from './model.ts';
import { applyQuestionnaireCommand, type QuestionnaireCommandName } from './registry.ts';
import { deepFreeze, testContext } from './testing/builders.ts';
import { diceArb, QUESTIONNAIRE_COMMAND_NAMES } from './testing/commandDice.ts';
import { CORRUPTION_NAMES, CORRUPTIONS } from './testing/corruptions.ts';
import { oracleInvariants } from './testing/invariantsOracle.ts';
import { makeQuestionnaire } from './testing/makeQuestionnaire.ts';
import { randomArgs, type Dice } from './testing/randomArgs.ts';

const NAMES = QUESTIONNAIRE_COMMAND_NAMES;
const dice = diceArb;

/**
 * The memoised answer (given first, so that it meets the facts of the previous documents) equals
 * the whole-document oracle's and the answer for the document as read from storage (new objects,
 * no memo hits).
 */
function expectSameAnswer(q: Questionnaire): void {
  const memoised = checkInvariants(q);
  expect(memoised).toEqual(oracleInvariants(q));
  expect(checkInvariants(JSON.parse(JSON.stringify(q)) as Questionnaire)).toEqual(memoised);
}

function applied(q: Questionnaire, name: QuestionnaireCommandName, d: Dice, seed: string) {
  try {
    return applyQuestionnaireCommand(name, q, randomArgs(name, q, d) as never, testContext(seed));
  } catch (error) {
    if (!(error instanceof QuestionnaireCommandError)) throw error;
    return q;
  }
}

describe('memoised invariant check', () => {
  test.prop(
    [
      fc.nat(40),
      fc.array(fc.tuple(fc.constantFrom(...NAMES), dice, fc.constantFrom(...CORRUPTION_NAMES)), {
        minLength: 1,
        maxLength: 20,
      }),
    ],
    { numRuns: 60, timeout: 60_000 },
  )(
    'answers what the whole-document check answers, for edited and corrupted drafts',
    (seed, steps) => {
      let q = deepFreeze(makeQuestionnaire(10 + (seed % 55), seed));
      expectSameAnswer(q);
      steps.forEach(([name, d, corruption], i) => {
        q = deepFreeze(applied(q, name, d, `m${i}-`));
        expectSameAnswer(q);
        expectSameAnswer(
          (CORRUPTIONS[corruption] as (q: Questionnaire, n: number) => Questionnaire)(q, d.a),
        );
      });
    },
  );

  it.each(CORRUPTION_NAMES.filter((n) => n !== 'sectioned'))(
    'finds what %s breaks, on a draft whose other entries were checked before',
    (name) => {
      const q = deepFreeze(makeQuestionnaire(65, 7));
      expect(checkInvariants(q)).toEqual([]);
      const corrupt = (CORRUPTIONS[name] as (q: Questionnaire, n: number) => Questionnaire)(q, 3);
      const violations = checkInvariants(corrupt);
      expect(violations).not.toEqual([]);
      expect(violations).toEqual(oracleInvariants(corrupt));
    },
  );

  it('accepts a draft with a section, and sees its children out of order', () => {
    const q = makeQuestionnaire(45, 7);
    checkInvariants(q);
    const sectioned = (CORRUPTIONS.sectioned as (q: Questionnaire, n: number) => Questionnaire)(
      q,
      3,
    );
    expect(checkInvariants(sectioned)).toEqual([]);
    expect(oracleInvariants(sectioned)).toEqual([]);
  });
});
