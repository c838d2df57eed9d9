import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { QuestionnaireCommandError } from './errors.ts';
import { branchTotal } from './forks.ts';
import { checkInvariants } from './invariants.ts';
import type { Questionnaire } from './model.ts';
import { applyQuestionnaireCommand, type QuestionnaireCommandName } from './registry.ts';
import { deepFreeze, testContext } from './testing/builders.ts';
import { diceArb, QUESTIONNAIRE_COMMAND_NAMES } from './testing/commandDice.ts';
import { makeQuestionnaire } from './testing/makeQuestionnaire.ts';
import { randomArgs, type Dice } from './testing/randomArgs.ts';
import { flattenEntries } from './walk.ts';

const NAMES = QUESTIONNAIRE_COMMAND_NAMES;
const dice = diceArb;
const step = fc.tuple(fc.constantFrom(...NAMES), dice);

function run(
  q: Questionnaire,
  name: QuestionnaireCommandName,
  d: Dice,
  seed: string,
): Questionnaire {
  const before = JSON.stringify(q);
  deepFreeze(q);
  try {
    const next = applyQuestionnaireCommand(
      name,
      q,
      randomArgs(name, q, d) as never,
      testContext(seed),
    );
    expect(checkInvariants(next), `${name} broke an invariant`).toEqual([]);
    return next;
  } catch (error) {
    if (!(error instanceof QuestionnaireCommandError)) throw error;
    return q;
  } finally {
    expect(JSON.stringify(q), `${name} mutated its input`).toBe(before);
  }
}

describe('questionnaire command properties', () => {
  test.prop([fc.nat(50), fc.array(step, { minLength: 1, maxLength: 40 })], { numRuns: 150 })(
    'random command sequences keep every invariant and never mutate their input',
    (seed, steps) => {
      let q = makeQuestionnaire(8, seed);
      steps.forEach(([name, d], i) => {
        q = run(q, name, d, `p${i}-`);
      });
    },
  );

  test.prop([fc.constantFrom(...NAMES), dice], { numRuns: 300 })(
    'hostile arguments fail with QuestionnaireCommandError and leave the document unchanged',
    (name, d) => {
      const q = deepFreeze(makeQuestionnaire(10, 3));
      const attempt = () =>
        applyQuestionnaireCommand(
          name,
          q,
          randomArgs(name, q, { ...d, hostile: 0 }) as never,
          testContext('h'),
        );
      let result: Questionnaire | undefined;
      try {
        result = attempt();
      } catch (error) {
        expect(error).toBeInstanceOf(QuestionnaireCommandError);
      }
      if (result) expect(checkInvariants(result)).toEqual([]);
    },
  );

  test.prop([
    fc.nat(20),
    fc.array(fc.tuple(fc.nat(3), fc.double({ min: 0, max: 100, noNaN: true })), { maxLength: 6 }),
  ])('after Equalise the fork groups sum to exactly 100', (seed, edits) => {
    let q = makeQuestionnaire(45, seed);
    const fork = flattenEntries(q.entries).find((e) => e.entryType === 'fork');
    if (fork?.entryType !== 'fork') return;
    const forkId = fork.entryItem.fork.forkId;
    const ctx = testContext('e');
    for (const [kind, pct] of edits) {
      try {
        q =
          kind === 0
            ? applyQuestionnaireCommand('addForkBranch', q, { forkId }, ctx)
            : applyQuestionnaireCommand(
                'updateForkBranch',
                q,
                { forkId, branchNumber: kind, percentage: pct },
                ctx,
              );
      } catch (error) {
        expect(error).toBeInstanceOf(QuestionnaireCommandError);
      }
    }
    q = applyQuestionnaireCommand('equaliseForkBranches', q, { forkId }, ctx);
    const after = flattenEntries(q.entries).find((e) => e.number === fork.number);
    expect(after?.entryType === 'fork' && branchTotal(after.entryItem.fork.branches)).toBe(100);
  });
});
