import { completesCost, orderCost } from '@survey/domain/pricing/orderCost';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { recordTestCompletes } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

// Issue 25 §3: the progress answer carries what the collected completes cost against the budget
// (domain pricing/spend), which the results header's cost menu shows.

describe('spend in the progress answer', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const progress = async (surveyIds: string[], token = ann.accessToken) => {
    const res = await fetch(`${t.url}/v2/survey-results/api/v1.0/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ surveyIds }),
    });
    return (await res.json()) as { surveyId: string; spend: unknown }[];
  };

  it('is the collected completes at the order CPI against the order total', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 40 });
    expect((await progress([surveyId]))[0]?.spend).toBeNull();

    const order = await purchaseOk(t, ann, surveyId);
    const cpi = order.panelSupplierOrders[0]?.cpi ?? Number.NaN;
    expect(cpi).toBeGreaterThan(0);
    expect((await progress([surveyId]))[0]?.spend).toEqual({
      collected: 0,
      bought: 40,
      spent: 0,
      budget: orderCost(cpi, 40),
    });

    await recordTestCompletes(t, surveyId, 15);
    expect((await progress([surveyId]))[0]?.spend).toEqual({
      collected: 15,
      bought: 40,
      spent: completesCost(cpi, 15),
      budget: orderCost(cpi, 40),
    });

    // Another account learns nothing about it.
    const bob = await signUpUser(t);
    expect(await progress([surveyId], bob.accessToken)).toEqual([]);
  });
});
