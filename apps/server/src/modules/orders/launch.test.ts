import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  extensionsOf,
  ORDER_FIELDS,
  orderRowsOf,
  purchaseOk,
  readOrder,
  readyTestSurvey,
  type TestOrder,
} from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { startDueSurveys } from './scheduledStart.service.ts';

const DAY = 86_400_000;
const midnight = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

describe('launch: full launch, pause and end, scheduled start', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const fullLaunch = (surveyId: string, samplesNeeded: number, orderDescription = 'Full launch') =>
    gql<{ addPanelSupplierOrder: TestOrder }>(
      t,
      'order',
      ann.accessToken,
      `mutation F($surveyId: ID!, $d: String!, $n: Int!) {
        addPanelSupplierOrder(surveyId: $surveyId, orderDescription: $d, samplesNeeded: $n) { ${ORDER_FIELDS} }
      }`,
      { surveyId, d: orderDescription, n: samplesNeeded },
    );
  const setStatus = (surveyId: string, orderStatus: string) =>
    gqlOk<{ updateSurveyOrder: TestOrder }>(
      t,
      'order',
      ann.accessToken,
      `mutation S($surveyId: ID!, $s: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $s) { ${ORDER_FIELDS} } }`,
      { surveyId, s: orderStatus },
    ).then((d) => d.updateSurveyOrder);
  const setSurveyState = (surveyId: string, state: string) =>
    gqlOk(
      t,
      'project',
      ann.accessToken,
      `mutation S($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { state } }`,
      { surveyId, state },
    );
  const statuses = (order: TestOrder | null) =>
    order?.panelSupplierOrders.map((s) => `${s.orderNumber}:${s.status}`);
  const ctx = () => ({ db: t.deps.database.db, clock: t.deps.clock });

  it('adds the full launch to a live soft-launch order for exactly the remaining samples, once', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 200, softLaunch: 20 });
    const bought = await purchaseOk(t, ann, surveyId);
    const first = bought.panelSupplierOrders[0];

    const wrong = await fullLaunch(surveyId, 200);
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(extensionsOf(wrong)).toMatchObject({ reason: 'WRONG_SAMPLES', remaining: 180 });
    expect(wrong.errors?.[0]?.message).toBe('A full launch is for the remaining 180 completes.');
    const named = await fullLaunch(surveyId, 180, 'Launch');
    expect(errorCode(named)).toBe('BAD_USER_INPUT');
    expect(extensionsOf(named).reason).toBe('WRONG_DESCRIPTION');
    expect(await readOrder(t, ann, surveyId)).toEqual(bought);

    const launched = (await fullLaunch(surveyId, 180)).data?.addPanelSupplierOrder;
    expect(launched?.panelSupplierOrders).toEqual([
      first,
      expect.objectContaining({
        orderNumber: 2,
        orderDescription: 'Full launch',
        samplesNeeded: 180,
        cpi: first?.cpi,
        status: 'Live',
        panelSupplierOrderId: { value: expect.stringMatching(/^SIM-/) },
      }),
    ]);
    expect(await readOrder(t, ann, surveyId)).toEqual(launched);

    const twice = await fullLaunch(surveyId, 180);
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(extensionsOf(twice).reason).toBe('ALREADY_FULLY_LAUNCHED');
    expect((await orderRowsOf(t, surveyId)).supplierOrders).toHaveLength(2);
  });

  it('refuses a full launch without a soft launch, before it is live, and while paused', async () => {
    const plain = await readyTestSurvey(t, ann, { samplesNeeded: 200 });
    await purchaseOk(t, ann, plain.surveyId);
    const r = await fullLaunch(plain.surveyId, 180);
    expect(errorCode(r)).toBe('CONFLICT');
    expect(extensionsOf(r).reason).toBe('NOT_SOFT_LAUNCH');

    const start = new Date(midnight(t.deps.clock()).getTime() + 2 * DAY);
    const later = await readyTestSurvey(t, ann, {
      samplesNeeded: 200,
      softLaunch: 20,
      startDate: start.toISOString(),
    });
    await purchaseOk(t, ann, later.surveyId);
    expect(extensionsOf(await fullLaunch(later.surveyId, 180)).reason).toBe('NOT_LIVE');

    const paused = await readyTestSurvey(t, ann, { samplesNeeded: 200, softLaunch: 20 });
    await purchaseOk(t, ann, paused.surveyId);
    await setStatus(paused.surveyId, 'Paused');
    await setSurveyState(paused.surveyId, 'paused');
    expect(extensionsOf(await fullLaunch(paused.surveyId, 180)).reason).toBe('NOT_LIVE');

    const unordered = await readyTestSurvey(t, ann);
    expect(errorCode(await fullLaunch(unordered.surveyId, 90))).toBe('NOT_FOUND');
    for (const s of [plain, later, paused]) {
      expect((await orderRowsOf(t, s.surveyId)).supplierOrders).toHaveLength(1);
    }
  });

  it('pauses, unpauses and ends the live supplier orders with the order; a finished batch stays finished', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 200, softLaunch: 20 });
    await purchaseOk(t, ann, surveyId);
    await fullLaunch(surveyId, 180);

    expect(statuses(await setStatus(surveyId, 'Paused'))).toEqual(['1:Paused', '2:Paused']);
    await setSurveyState(surveyId, 'paused');
    expect(statuses(await setStatus(surveyId, 'Live'))).toEqual(['1:Live', '2:Live']);
    await setSurveyState(surveyId, 'live');

    // The soft launch reached its sample (the respondent side closes it): it stays closed.
    await t.deps.database.pool.query(
      `UPDATE panel_supplier_orders SET status = 'Completed' WHERE survey_id = $1 AND order_number = 1`,
      [surveyId],
    );
    expect(statuses(await setStatus(surveyId, 'Paused'))).toEqual(['1:Completed', '2:Paused']);
    await setSurveyState(surveyId, 'paused');
    const ended = await setStatus(surveyId, 'Completed');
    expect(ended.status).toBe('Completed');
    expect(statuses(ended)).toEqual(['1:Completed', '2:Completed']);
  });

  it('starts a scheduled survey when the job runs at its start date, through the lifecycle table', async () => {
    const start = new Date(midnight(t.deps.clock()).getTime() + 2 * DAY);
    const { surveyId } = await readyTestSurvey(t, ann, {
      samplesNeeded: 100,
      softLaunch: 10,
      startDate: start.toISOString(),
    });
    const ended = await readyTestSurvey(t, ann, { startDate: start.toISOString() });
    await purchaseOk(t, ann, surveyId);
    await purchaseOk(t, ann, ended.surveyId);
    await setStatus(ended.surveyId, 'Completed');
    await setSurveyState(ended.surveyId, 'completed');

    expect((await startDueSurveys(ctx())).started).not.toContain(surveyId);
    expect((await orderRowsOf(t, surveyId)).survey[0]?.state).toBe('scheduled');

    t.advance(2 * DAY);
    try {
      const run = await startDueSurveys(ctx());
      expect(run.started).toContain(surveyId);
      expect(run.refused).toEqual([]);
      const rows = await orderRowsOf(t, surveyId);
      expect(rows.survey[0]?.state).toBe('live');
      expect(rows.orders[0]?.status).toBe('Live');
      expect(rows.supplierOrders.map((s) => s.status)).toEqual(['Live']);
      // An ended survey is not started, and a second run changes nothing.
      expect((await orderRowsOf(t, ended.surveyId)).survey[0]?.state).toBe('completed');
      expect((await startDueSurveys(ctx())).started).toEqual([]);
    } finally {
      t.advance(-2 * DAY);
    }
  });
});
