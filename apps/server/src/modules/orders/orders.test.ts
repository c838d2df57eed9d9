import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { createTestProject, placeTestOrder, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { canChangeOrderStatus } from './orderTransitions.ts';

const ORDER = `query O($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { surveyId customerCPI status feasibility orderType createdDate sinceDate } }`;
const SET = `mutation S($surveyId: ID!, $orderStatus: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) { status sinceDate } }`;
const SET_STATE = `mutation State($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { state } }`;

describe('order transitions', () => {
  it('pauses live orders, unpauses paused ones, ends open ones, and never reopens', () => {
    expect(canChangeOrderStatus('Live', 'Paused')).toBe(true);
    expect(canChangeOrderStatus('Paused', 'Live')).toBe(true);
    expect(canChangeOrderStatus('Live', 'Completed')).toBe(true);
    expect(canChangeOrderStatus('Paused', 'Halted')).toBe(true);
    expect(canChangeOrderStatus('Scheduled', 'Closed')).toBe(true);
    expect(canChangeOrderStatus('Pending', 'Paused')).toBe(false);
    expect(canChangeOrderStatus('Scheduled', 'Live')).toBe(false);
    expect(canChangeOrderStatus('Completed', 'Live')).toBe(false);
    expect(canChangeOrderStatus('Halted', 'Paused')).toBe(false);
    expect(canChangeOrderStatus('Live', 'Pending')).toBe(false);
    expect(canChangeOrderStatus('Paused', 'Paused')).toBe(true);
  });
});

describe('orders service', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const order = async (surveyId: string) =>
    (
      await gqlOk<{ surveyOrder: Record<string, unknown> | null }>(
        t,
        'order',
        ann.accessToken,
        ORDER,
        { surveyId },
      )
    ).surveyOrder;
  const setStatus = (surveyId: string, orderStatus: string) =>
    gql<{ updateSurveyOrder: { status: string } }>(t, 'order', ann.accessToken, SET, {
      surveyId,
      orderStatus,
    });

  it('answers null for a survey without an order', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    expect(await order(surveyId)).toBeNull();
    expect(await order('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('pauses and unpauses a live project the way the dashboard does (order first, then survey)', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await placeTestOrder(t, surveyId, 'Live');
    await gqlOk(t, 'project', ann.accessToken, SET_STATE, { surveyId, state: 'live' });
    expect(await order(surveyId)).toMatchObject({
      surveyId,
      status: 'Live',
      customerCPI: 1.5,
      feasibility: 1,
      orderType: 'Survey',
    });

    const paused = await setStatus(surveyId, 'Paused');
    expect(paused.data?.updateSurveyOrder.status).toBe('Paused');
    await gqlOk(t, 'project', ann.accessToken, SET_STATE, { surveyId, state: 'paused' });
    expect((await setStatus(surveyId, 'Paused')).data?.updateSurveyOrder.status).toBe('Paused');

    const live = await setStatus(surveyId, 'Live');
    expect(live.data?.updateSurveyOrder.status).toBe('Live');
    expect(await order(surveyId)).toMatchObject({ status: 'Live' });
  });

  it('refuses moves the order cannot make with BAD_USER_INPUT and changes nothing', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await placeTestOrder(t, surveyId, 'Scheduled');
    const r = await setStatus(surveyId, 'Paused');
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toContain('Scheduled');
    expect(await order(surveyId)).toMatchObject({ status: 'Scheduled' });
    expect((await setStatus(surveyId, 'Halted')).data?.updateSurveyOrder.status).toBe('Halted');
    expect(errorCode(await setStatus(surveyId, 'Live'))).toBe('BAD_USER_INPUT');
  });

  it('answers NOT_FOUND when pausing a survey without an order, and creates none', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    expect(errorCode(await setStatus(surveyId, 'Paused'))).toBe('NOT_FOUND');
    expect(await order(surveyId)).toBeNull();
  });

  it('refuses malformed ids and unknown statuses without a 5xx', async () => {
    expect(errorCode(await setStatus('nope', 'Paused'))).toBe('BAD_USER_INPUT');
    const r = await setStatus('00000000-0000-4000-8000-000000000000', 'Sideways');
    expect(r.status).toBeLessThan(500);
    expect(r.errors?.length).toBeGreaterThan(0);
  });
});
