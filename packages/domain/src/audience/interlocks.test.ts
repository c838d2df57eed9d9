import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deepFreeze, testContext } from '../questionnaire/testing/builders.ts';
import { audienceQuotaCells, quotaCellsOf } from '../respondent/engine/quotaCells.ts';
import { createDraftAudience } from './factories.ts';
import { combinations, interlocksOf } from './interlocks.ts';
import { checkAudienceInvariants } from './invariants.ts';
import type { DraftAudience, StandardCriterionItem } from './model.ts';
import { quotasSumTo100 } from './quotas.ts';
import { applyAudienceCommand as run } from './registry.ts';
import { isAudienceValid, validateAudience } from './validate.ts';

const ctx = testContext('i');

/** GB age (6), gender (male, female) and region (4 nations): members 1, 2, 3, quotas on. */
function threeCriteria(): DraftAudience {
  let a = createDraftAudience('s', 'GB');
  ['age', 'gender', 'region'].forEach((code, position) => {
    a = run('setStandardCriterion', a, { audienceCriterionCode: code, position }, ctx);
  });
  for (const option of ['another', 'prefer_not_to_say']) {
    a = run(
      'removeStandardQualification',
      a,
      { audienceCriterionCode: 'gender', audienceCriterionOptionCode: option },
      ctx,
    );
  }
  for (const code of ['age', 'gender', 'region']) {
    a = run('setStandardQuotas', a, { audienceCriterionCode: code }, ctx);
  }
  return deepFreeze(a);
}

const std = (a: DraftAudience, number: number): StandardCriterionItem => {
  const m = a.members.find((x) => x.number === number);
  if (m?.memberType !== 'Standard') throw new Error('not standard');
  return m.memberItem;
};
const margin = (a: DraftAudience, number: number) =>
  Object.fromEntries(
    std(a, number).standardCriterionOptions.flatMap((o) =>
      o.quota ? [[o.criterionOption.code, o.quota.percent]] : [],
    ),
  );

describe('interlocked quotas', () => {
  it('starts from the product of the margins, one cell per combination, margins unchanged', () => {
    let a = threeCriteria();
    a = run(
      'setStandardQuota',
      a,
      { audienceCriterionCode: 'gender', audienceCriterionOptionCode: 'female', percent: 60 },
      ctx,
    );
    a = run(
      'setStandardQuota',
      a,
      { audienceCriterionCode: 'gender', audienceCriterionOptionCode: 'male', percent: 40 },
      ctx,
    );
    const before = margin(a, 2);
    const after = run('setInterlock', a, { memberNumbers: [2, 1] }, ctx);
    const [interlock] = interlocksOf(after);
    expect(interlock?.memberNumbers).toEqual([1, 2]);
    expect(interlock?.cells).toHaveLength(6 * 2);
    expect(interlock?.cells[0]?.optionKeys).toEqual(['18_24', 'male']);
    // Age starts at GB's census shares (18-24: 10.9%), gender as set (40 / 60).
    expect(interlock?.cells[0]?.percent).toBeCloseTo(10.9 * 0.4);
    expect(interlock?.cells[1]?.percent).toBeCloseTo(10.9 * 0.6);
    expect(quotasSumTo100(interlock?.cells.map((c) => c.percent) ?? [])).toBe(true);
    Object.entries(before).forEach(([k, p]) => expect(margin(after, 2)[k]).toBeCloseTo(p));
    expect(isAudienceValid(after)).toBe(true);
    expect(checkAudienceInvariants(after)).toEqual([]);
  });

  it('keys joint cells by their parts in member order and counts a respondent in one', () => {
    const a = run('setInterlock', threeCriteria(), { memberNumbers: [1, 2, 3] }, ctx);
    const cells = audienceQuotaCells(a);
    expect(cells).toHaveLength(6 * 2 * 4);
    expect(cells.every((c) => c.parts.length === 3)).toBe(true);
    expect(quotaCellsOf(a, { age: '25_34', gender: 'male', region: 'GB-WLS' })).toEqual([
      'age=25_34&gender=male&region=GB-WLS',
    ]);
    expect(quotaCellsOf(a, { age: '25_34', gender: 'another', region: 'GB-WLS' })).toEqual([]);
  });

  it('derives the margins from the cells and refuses editing them directly', () => {
    let a = run('setInterlock', threeCriteria(), { memberNumbers: [1, 2] }, ctx);
    a = run(
      'setInterlockQuota',
      a,
      { memberNumber: 2, optionKeys: ['18_24', 'female'], percent: 20 },
      ctx,
    );
    // 20% set for women, plus men at the starting product: 10.9% of 18-24s x 48.7% men.
    expect(margin(a, 1)['18_24']).toBeCloseTo(20 + 10.9 * 0.487);
    expect(() =>
      run(
        'setStandardQuota',
        a,
        { audienceCriterionCode: 'age', audienceCriterionOptionCode: '18_24', percent: 5 },
        ctx,
      ),
    ).toThrow(expect.objectContaining({ code: 'QUOTA_INTERLOCKED' }));
    const errors = validateAudience(a);
    expect(errors).toEqual([
      expect.objectContaining({
        memberNumber: null,
        interlockMembers: [1, 2],
        code: 'INVALID_INTERLOCK_SUM',
        message: 'Quotas have to add up to 100%',
      }),
    ]);
    const summed = run('sumStandardQuotasTo100', a, { audienceCriterionCode: 'gender' }, ctx);
    expect(quotasSumTo100(interlocksOf(summed)[0]?.cells.map((c) => c.percent) ?? [])).toBe(true);
    expect(isAudienceValid(summed)).toBe(true);
  });

  it('flags a 0% cell with the spec-style message', () => {
    const a = run(
      'setInterlockQuota',
      run('setInterlock', threeCriteria(), { memberNumbers: [1, 2] }, ctx),
      { memberNumber: 1, optionKeys: ['65_plus', 'male'], percent: 0 },
      ctx,
    );
    expect(validateAudience(a).map((e) => [e.code, e.itemId])).toEqual([
      ['INVALID_INTERLOCK_SUM', undefined],
      ['INTERLOCK_QUOTA_IS_ZERO', '65_plus&male'],
    ]);
  });

  it('follows its criteria: an unticked option drops its cells, a removed criterion the interlock', () => {
    const a = run('setInterlock', threeCriteria(), { memberNumbers: [1, 2] }, ctx);
    const unticked = run(
      'removeStandardQualification',
      a,
      { audienceCriterionCode: 'age', audienceCriterionOptionCode: '65_plus' },
      ctx,
    );
    expect(interlocksOf(unticked)[0]?.cells).toHaveLength(5 * 2);
    const ticked = run(
      'setStandardQualification',
      unticked,
      { audienceCriterionCode: 'age', audienceCriterionOptionCode: '65_plus' },
      ctx,
    );
    expect(interlocksOf(ticked)[0]?.cells.filter((c) => c.percent === 0)).toHaveLength(2);
    expect(
      interlocksOf(run('removeStandardCriterion', a, { audienceCriterionCode: 'age' }, ctx)),
    ).toEqual([]);
    expect(
      interlocksOf(run('removeStandardQuotas', a, { audienceCriterionCode: 'age' }, ctx)),
    ).toEqual([]);
    const removed = run('removeInterlock', a, { memberNumber: 2 }, ctx);
    expect(interlocksOf(removed)).toEqual([]);
    expect(margin(removed, 1)).toEqual(margin(a, 1));
  });

  it('refuses what cannot be interlocked, changing nothing', () => {
    const a = threeCriteria();
    const refuse = (memberNumbers: unknown, code: string) =>
      expect(() => run('setInterlock', a, { memberNumbers } as never, ctx)).toThrow(
        expect.objectContaining({ code }),
      );
    refuse([1], 'INVALID_INTERLOCK');
    refuse([1, 2, 3, 1], 'INVALID_INTERLOCK');
    refuse([1, 1], 'INVALID_INTERLOCK');
    refuse([1, 9], 'MEMBER_NOT_FOUND');
    refuse('1,2', 'INVALID_INTERLOCK');
    const once = run('setInterlock', a, { memberNumbers: [1, 2] }, ctx);
    expect(() => run('setInterlock', once, { memberNumbers: [2, 3] }, ctx)).toThrow(
      expect.objectContaining({ code: 'ALREADY_INTERLOCKED' }),
    );
    const noQuotas = run('removeStandardQuotas', a, { audienceCriterionCode: 'region' }, ctx);
    expect(() => run('setInterlock', noQuotas, { memberNumbers: [1, 3] }, ctx)).toThrow(
      expect.objectContaining({ code: 'QUOTAS_DISABLED' }),
    );
    expect(() =>
      run('setInterlockQuota', once, { memberNumber: 1, optionKeys: ['x', 'y'], percent: 3 }, ctx),
    ).toThrow(expect.objectContaining({ code: 'OPTION_NOT_FOUND' }));
    expect(() =>
      run(
        'setInterlockQuota',
        once,
        { memberNumber: 1, optionKeys: ['18_24', 'male'], percent: 101 },
        ctx,
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_QUOTA' }));
    expect(() => run('removeInterlock', a, { memberNumber: 1 }, ctx)).toThrow(
      expect.objectContaining({ code: 'INTERLOCK_NOT_FOUND' }),
    );
  });

  it('reads stored documents without interlocks as having none', () => {
    const { interlocks: _none, ...old } = threeCriteria();
    expect(audienceQuotaCells(old)).toHaveLength(6 + 2 + 4);
    expect(checkAudienceInvariants(old)).toEqual([]);
  });
});

const AGE = ['18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'];
const edit = fc.oneof(
  fc.record({
    kind: fc.constant('cell' as const),
    cell: fc.nat(200),
    percent: fc.double({ min: 0, max: 100, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('untick' as const), option: fc.nat(5) }),
  fc.record({ kind: fc.constant('tick' as const), option: fc.nat(5) }),
  fc.record({ kind: fc.constant('sum' as const) }),
);

describe('interlock properties', () => {
  test.prop([fc.subarray([1, 2, 3], { minLength: 2 }), fc.array(edit, { maxLength: 25 })], {
    numRuns: 60,
  })(
    'cells always cover every combination and the margins are the sums of the cells',
    (numbers, edits) => {
      let a = run('setInterlock', threeCriteria(), { memberNumbers: numbers }, ctx);
      for (const e of edits) {
        const interlock = interlocksOf(a)[0];
        try {
          if (e.kind === 'cell' && interlock) {
            const cell = interlock.cells[e.cell % interlock.cells.length];
            a = run(
              'setInterlockQuota',
              a,
              { memberNumber: numbers[0] ?? 1, optionKeys: cell?.optionKeys ?? [], ...e },
              ctx,
            );
          } else if (e.kind === 'sum' && interlock) {
            a = run('sumInterlockQuotasTo100', a, { memberNumber: numbers[0] ?? 1 }, ctx);
          } else if (e.kind !== 'cell' && e.kind !== 'sum') {
            const option = {
              audienceCriterionCode: 'age',
              audienceCriterionOptionCode: AGE[e.option] ?? '',
            };
            a = run(
              e.kind === 'tick' ? 'setStandardQualification' : 'removeStandardQualification',
              a,
              option,
              ctx,
            );
          }
        } catch (error) {
          expect(error).toMatchObject({ name: 'AudienceCommandError' });
        }
        expect(checkAudienceInvariants(a)).toEqual([]);
        const now = interlocksOf(a)[0];
        if (!now) continue;
        const members = now.memberNumbers.map((n) =>
          std(a, n).standardCriterionOptions.flatMap((o) =>
            o.quota ? [o.criterionOption.code] : [],
          ),
        );
        expect(now.cells.map((c) => c.optionKeys)).toEqual(combinations(members));
        now.memberNumbers.forEach((n, k) => {
          for (const [key, percent] of Object.entries(margin(a, n))) {
            const sum = now.cells
              .filter((c) => c.optionKeys[k] === key)
              .reduce((s, c) => s + c.percent, 0);
            expect(percent).toBeCloseTo(sum, 9);
          }
        });
      }
      a = run('sumInterlockQuotasTo100', a, { memberNumber: numbers[0] ?? 1 }, ctx);
      expect(quotasSumTo100(interlocksOf(a)[0]?.cells.map((c) => c.percent) ?? [])).toBe(true);
    },
  );
});
