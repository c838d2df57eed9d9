import { costPerInterview } from '@survey/domain/pricing/costPerInterview';
import { orderCost } from '@survey/domain/pricing/orderCost';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  setTestAccountMarkup,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

interface Quote {
  cpi: { amount: number; baseAmount: number; currency: string };
  incidenceRate: number;
  lengthOfInterview: number;
  total: number;
}
interface Feasibility {
  isFeasible: boolean;
  feasibility: number;
  estimatedDeliveryTime: number | null;
  incidenceRate: number;
  infeasibleQuotas: {
    quota: { key: { responseOptionId: string }; respondentCount: number };
    feasibleCounts: number;
  }[];
  errors: { field: string; message: string }[];
}
const QUOTE = 'cpi { amount baseAmount currency } incidenceRate lengthOfInterview total';
const FEASIBILITY = `isFeasible feasibility estimatedDeliveryTime incidenceRate errors { field message }
  infeasibleQuotas { quota { key { questionId responseOptionId } percent respondentCount } feasibleCounts }`;

describe('cost quote and feasibility from the panel population', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  const quote = async (args: string) =>
    (
      await gqlOk<{ getCostQuote: Quote }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ getCostQuote(surveyId: "${surveyId}"${args}) { ${QUOTE} } }`,
      )
    ).getCostQuote;
  const feasibility = async (loi = 5) =>
    (
      await gqlOk<{ getFeasibilityEstimate: Feasibility }>(
        t,
        'fieldwork',
        ann.accessToken,
        `{ getFeasibilityEstimate(surveyId: "${surveyId}", loi: ${loi}) { ${FEASIBILITY} } }`,
      )
    ).getFeasibilityEstimate;

  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '20000' });
    ann = await signUpUser(t);
    surveyId = surveyIdOf(await createTestProject(t, ann));
    await setTestAccountMarkup(t, ann, 0.25);
    await addTestFieldwork(t, ann, surveyId, { samplesNeeded: 333, accountMarkup: 0.25 });
  });
  afterAll(() => t.close());

  it("uses the fieldwork's incidence without targeting, and the total is CPI x completes to the penny", async () => {
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation { updateFieldwork(surveyId: "${surveyId}", incidenceRate: 40) { surveyId } }`,
    );
    const q = await quote(', lengthOfInterview: 12');
    expect(q.incidenceRate).toBe(40);
    expect(q.cpi).toEqual(
      costPerInterview({ lengthOfInterview: 12, incidenceRate: 40, accountMarkup: 0.25 }),
    );
    expect(q.total).toBe(orderCost(q.cpi.amount, 333));
    // The earlier argument name still works.
    expect((await quote(', loi: 12')).cpi).toEqual(q.cpi);
  });

  it('prices a targeted audience at the population incidence, lower incidence costing more', async () => {
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'age',
    });
    const everyone = await quote(', lengthOfInterview: 5');
    expect(everyone.incidenceRate).toBe(100);
    for (const code of ['18_24', '25_34', '35_44', '45_54']) {
      await audienceOk(t, ann.accessToken, 'removeStandardQualification', {
        surveyId,
        audienceCriterionCode: 'age',
        audienceCriterionOptionCode: code,
      });
    }
    const older = await quote(', lengthOfInterview: 5');
    expect(older.incidenceRate).toBeGreaterThan(30);
    expect(older.incidenceRate).toBeLessThan(45);
    expect(older.cpi.amount).toBeGreaterThan(everyone.cpi.amount);
    const f = await feasibility();
    expect(f.incidenceRate).toBeCloseTo(older.incidenceRate, 1);
    const { draftAudience } = await gqlOk<{
      draftAudience: {
        summary: { populationSize: number; targetedMembers: number; incidenceRate: number };
      };
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ draftAudience(surveyId: "${surveyId}") { summary { populationSize targetedMembers incidenceRate } } }`,
    );
    expect(draftAudience.summary.populationSize).toBe(20000);
    expect(draftAudience.summary.targetedMembers / 200).toBeCloseTo(older.incidenceRate, 1);
  });

  it('answers feasibility with delivery days, infeasible quota cells and audience errors', async () => {
    expect(await feasibility()).toMatchObject({
      isFeasible: true,
      feasibility: 1,
      infeasibleQuotas: [],
      errors: [],
    });
    await audienceOk(t, ann.accessToken, 'presetAudience', {
      surveyId,
      name: 'Nationally representative',
    });
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation { updateFieldwork(surveyId: "${surveyId}", samplesNeeded: 9000) { surveyId } }`,
    );
    const hard = await feasibility();
    expect(hard.isFeasible).toBe(false);
    expect(hard.estimatedDeliveryTime).toBeNull();
    expect(hard.infeasibleQuotas.map((q) => q.quota.key.responseOptionId)).toContain(
      'std:region:GB-NIR',
    );
    await audienceOk(t, ann.accessToken, 'removeAllStandardQualification', {
      surveyId,
      audienceCriterionCode: 'gender',
    });
    const invalid = await feasibility();
    expect(invalid.isFeasible).toBe(false);
    expect(invalid.errors.length).toBeGreaterThan(0);
  });

  it('refuses bad input and unknown surveys', async () => {
    const r = await gql(
      t,
      'fieldwork',
      ann.accessToken,
      `{ getFeasibilityEstimate(surveyId: "${surveyId}", loi: 0) { isFeasible } }`,
    );
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    const unknown = await gql(
      t,
      'fieldwork',
      ann.accessToken,
      '{ getFeasibilityEstimate(surveyId: "00000000-0000-4000-8000-000000000000") { isFeasible } }',
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });
});
