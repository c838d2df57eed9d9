import { PARTICIPATION } from '../panel/feasibility.ts';
import { generatePopulation } from '../panel/population.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceMutation, audienceOk, readAudience } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const POPULATION = 20_000;
const INTERLOCKS = `interlocks { memberNumbers cellOptionKeys cellPercents }
  validationErrors { memberNumber interlockMembers itemId code message }`;

interface Interlocks {
  interlocks: { memberNumbers: number[]; cellOptionKeys: string[][]; cellPercents: number[] }[];
  validationErrors: { interlockMembers: number[] | null; code: string; message: string }[];
}
interface Feasibility {
  isFeasible: boolean;
  errors: { field: string; message: string }[];
  infeasibleQuotas: {
    quota: { cellKey: string; key: { questionId: string }; respondentCount: number };
    feasibleCounts: number;
  }[];
}

/** Members of the simulated population answering each (age, gender) pair, counted one by one. */
function bruteForceCounts(): Map<string, number> {
  const p = generatePopulation('GB', POPULATION);
  const codes = (c: string) => p.criteria.get(c)?.options.map((o) => o.code) ?? [];
  const age = p.columns.get('age');
  const gender = p.columns.get('gender');
  const counts = new Map<string, number>();
  for (let i = 0; i < p.size; i++) {
    const key = `age=${codes('age')[age?.[i] ?? 0]}&gender=${codes('gender')[gender?.[i] ?? 0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('interlocked quotas (fieldwork service)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: String(POPULATION) });
    ann = await signUpUser(t);
    bob = await signUpUser(t);
    surveyId = surveyIdOf(await createTestProject(t, ann));
    // More completes than the population: every cell is infeasible, so each shows its count.
    await addTestFieldwork(t, ann, surveyId, { samplesNeeded: 99_999 });
    for (const [position, code] of ['age', 'gender', 'region'].entries()) {
      await ok('setStandardCriterion', { position, audienceCriterionCode: code });
      await ok('setStandardQuotas', { audienceCriterionCode: code });
    }
  });
  afterAll(() => t.close());
  const ok = (name: string, args: Record<string, unknown>) =>
    audienceOk(t, ann.accessToken, name, { surveyId, ...args });
  const interlocks = async (token = ann.accessToken) =>
    gql<{ draftAudience: Interlocks }>(
      t,
      'fieldwork',
      token,
      `query A($surveyId: ID!) { draftAudience(surveyId: $surveyId) { ${INTERLOCKS} } }`,
      { surveyId },
    );
  const feasibility = async () =>
    (
      await gqlOk<{ getFeasibilityEstimate: Feasibility }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ getFeasibilityEstimate(surveyId: "${surveyId}", loi: 5) { isFeasible errors { field message }
          infeasibleQuotas { quota { cellKey key { questionId } respondentCount } feasibleCounts } } }`,
      )
    ).getFeasibilityEstimate;

  it('interlocks age and gender from the product of their margins, margins unchanged', async () => {
    const before = await readAudience(t, ann.accessToken, surveyId);
    const { audience } = await ok('setInterlock', { memberNumbers: [2, 1] });
    const read = (await interlocks()).data?.draftAudience;
    expect(read?.interlocks).toHaveLength(1);
    expect(read?.interlocks[0]?.memberNumbers).toEqual([1, 2]);
    expect(read?.interlocks[0]?.cellOptionKeys).toHaveLength(6 * 4);
    expect(read?.interlocks[0]?.cellOptionKeys[0]).toEqual(['18_24', 'male']);
    const quotas = (a: typeof audience, member = 0) =>
      a.members[member]?.memberItem.standardCriterionOptions?.map((o) => o.quota?.percent);
    // The margins start at GB's population shares (18-24 10.9%, men 48.21%): a cell is their product.
    const [age18, male] = [quotas(before)?.[0] ?? 0, quotas(before, 1)?.[0] ?? 0];
    expect([age18, male]).toEqual([10.9, 48.21]);
    expect(read?.interlocks[0]?.cellPercents[0] ?? 0).toBeCloseTo((age18 * male) / 100, 9);
    expect(quotas(audience)).toEqual((quotas(before) ?? []).map((p) => expect.closeTo(p ?? 0, 9)));
    expect(audience.isValid).toBe(true);
  });

  it('counts each combination jointly over the panel population, as a brute-force count does', async () => {
    const f = await feasibility();
    const brute = bruteForceCounts();
    const joint = f.infeasibleQuotas.filter((q) => q.quota.cellKey.includes('&'));
    expect(joint).toHaveLength(24);
    for (const q of joint) {
      expect(q.quota.key.questionId.split('&')).toHaveLength(2);
      expect(q.feasibleCounts).toBe(Math.floor((brute.get(q.quota.cellKey) ?? 0) * PARTICIPATION));
    }
    // The interlocked criteria have no margin cells any more; region keeps its own.
    expect(
      f.infeasibleQuotas.filter(
        (q) => q.quota.cellKey.startsWith('age=') && !q.quota.cellKey.includes('&'),
      ),
    ).toEqual([]);
    expect(f.infeasibleQuotas.some((q) => q.quota.cellKey.startsWith('region='))).toBe(true);
  });

  it('sets a cell, derives the margin, reports the 100% rule and sums it back', async () => {
    const set = await ok('setInterlockQuota', {
      memberNumber: 1,
      optionKeys: ['18_24', 'female'],
      percent: 30,
    });
    const age = set.audience.members[0]?.memberItem.standardCriterionOptions?.[0]?.quota?.percent;
    // 30% for the women, plus 18-24's other three cells as they started (10.9% x the other
    // genders' 48.21 + 0.5 + 0.5%).
    expect(age).toBeCloseTo(30 + (10.9 * (48.21 + 0.5 + 0.5)) / 100, 9);
    expect(set.audience.isValid).toBe(false);
    const errors = (await interlocks()).data?.draftAudience.validationErrors;
    expect(errors).toEqual([
      expect.objectContaining({
        interlockMembers: [1, 2],
        code: 'INVALID_INTERLOCK_SUM',
        message: 'Quotas have to add up to 100%',
      }),
    ]);
    const f = await feasibility();
    expect(f.isFeasible).toBe(false);
    expect(f.errors).toContainEqual({
      field: 'interlocks.1-2',
      message: 'Quotas have to add up to 100%',
    });
    const summed = await ok('sumInterlockQuotasTo100', { memberNumber: 2 });
    expect(summed.audience.isValid).toBe(true);
  });

  it('refuses bad input with a typed error that changes nothing', async () => {
    const before = (await interlocks()).data?.draftAudience;
    for (const [name, args, code] of [
      [
        'setStandardQuota',
        { audienceCriterionCode: 'age', audienceCriterionOptionCode: '18_24', percent: 5 },
        'QUOTA_INTERLOCKED',
      ],
      ['setInterlock', { memberNumbers: [2, 3] }, 'ALREADY_INTERLOCKED'],
      ['setInterlock', { memberNumbers: [3] }, 'INVALID_INTERLOCK'],
      [
        'setInterlockQuota',
        { memberNumber: 1, optionKeys: ['18_24', 'nope'], percent: 5 },
        'OPTION_NOT_FOUND',
      ],
      ['removeInterlock', { memberNumber: 3 }, 'INTERLOCK_NOT_FOUND'],
    ] as const) {
      const r = await audienceMutation(t, ann.accessToken, name, { surveyId, ...args });
      expect(r.errors?.[0]?.extensions?.code, name).toBe(code);
    }
    const bad = await audienceMutation(t, ann.accessToken, 'setInterlockQuota', {
      surveyId,
      memberNumber: 1,
      optionKeys: ['18_24', 'male'],
      percent: 101,
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect((await interlocks()).data?.draftAudience).toEqual(before);
  });

  it("is not found for another account's survey", async () => {
    const r = await audienceMutation(t, bob.accessToken, 'setInterlockQuota', {
      surveyId,
      memberNumber: 1,
      optionKeys: ['18_24', 'male'],
      percent: 5,
    });
    expect(errorCode(r)).toBe('NOT_FOUND');
    expect(errorCode(await interlocks(bob.accessToken))).toBe('NOT_FOUND');
  });

  it('removing a criterion removes its interlock; removing the interlock keeps the margins', async () => {
    const kept = await ok('removeInterlock', { memberNumber: 1 });
    expect((await interlocks()).data?.draftAudience.interlocks).toEqual([]);
    expect(kept.audience.isValid).toBe(true);
    await ok('setInterlock', { memberNumbers: [1, 3] });
    await ok('removeStandardCriterion', { audienceCriterionCode: 'region' });
    expect((await interlocks()).data?.draftAudience.interlocks).toEqual([]);
  });
});
