import { fc, test } from '@fast-check/vitest';
import { diceArb } from '../questionnaire/testing/commandDice.ts';
import { describe, expect } from 'vitest';
import { deepFreeze, testContext } from '../questionnaire/testing/builders.ts';
import { AudienceCommandError } from './errors.ts';
import { createDraftAudience } from './factories.ts';
import { checkAudienceInvariants } from './invariants.ts';
import type { DraftAudience } from './model.ts';
import { quotasSumTo100 } from './quotas.ts';
import {
  applyAudienceCommand,
  audienceCommands,
  extraAudienceCommands,
  type AudienceCommandName,
} from './registry.ts';
import { randomArgs, type Dice } from './testing/randomArgs.ts';

const NAMES = [
  ...Object.keys(audienceCommands),
  ...Object.keys(extraAudienceCommands),
] as AudienceCommandName[];

const dice = diceArb;
const step = fc.tuple(fc.constantFrom(...NAMES), dice);
const country = fc.constantFrom('GB', 'US', 'HK', 'DE', 'JP');

function run(a: DraftAudience, name: AudienceCommandName, d: Dice, seed: string): DraftAudience {
  const before = JSON.stringify(a);
  deepFreeze(a);
  try {
    const next = applyAudienceCommand(name, a, randomArgs(name, a, d) as never, testContext(seed));
    expect(checkAudienceInvariants(next), `${name} broke an invariant`).toEqual([]);
    return next;
  } catch (error) {
    if (!(error instanceof AudienceCommandError)) throw error;
    return a;
  } finally {
    expect(JSON.stringify(a), `${name} mutated its input`).toBe(before);
  }
}

describe('audience command properties', () => {
  test.prop([country, fc.array(step, { minLength: 1, maxLength: 60 })], { numRuns: 200 })(
    'random command sequences keep every invariant and never mutate their input',
    (countryCode, steps) => {
      let a = createDraftAudience('s', countryCode);
      steps.forEach(([name, d], i) => {
        a = run(a, name, d, `p${i}-`);
      });
    },
  );

  test.prop([
    fc.array(fc.tuple(fc.nat(6), fc.double({ min: 0, max: 100, noNaN: true })), { maxLength: 12 }),
    fc.array(fc.nat(5), { maxLength: 5 }),
  ])("'Sum quotas to 100%' always yields 100% when an option qualifies", (edits, unticked) => {
    const ctx = testContext('q');
    const code = { audienceCriterionCode: 'age' };
    let a = applyAudienceCommand(
      'setStandardCriterion',
      createDraftAudience('s', 'GB'),
      { position: 0, ...code },
      ctx,
    );
    const opt = (i: number) =>
      ['18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'][i % 6] ?? '18_24';
    for (const i of unticked) {
      a = applyAudienceCommand(
        'removeStandardQualification',
        a,
        { ...code, audienceCriterionOptionCode: opt(i) },
        ctx,
      );
    }
    a = applyAudienceCommand('setStandardQuotas', a, code, ctx);
    for (const [i, percent] of edits) {
      try {
        a = applyAudienceCommand(
          'setStandardQuota',
          a,
          { ...code, audienceCriterionOptionCode: opt(i), percent },
          ctx,
        );
      } catch (error) {
        expect(error).toMatchObject({ code: 'OPTION_NOT_QUALIFYING' });
      }
    }
    a = applyAudienceCommand('sumStandardQuotasTo100', a, code, ctx);
    const m = a.members[0];
    const quotas =
      m?.memberType === 'Standard'
        ? m.memberItem.standardCriterionOptions.flatMap((o) => (o.quota ? [o.quota.percent] : []))
        : [];
    expect(quotas.length).toBeGreaterThan(0);
    expect(quotasSumTo100(quotas)).toBe(true);
  });
});
