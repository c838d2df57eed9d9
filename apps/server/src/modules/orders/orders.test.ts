import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestProject,
  launchTestSurvey,
  placeTestOrder,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const ORDER = `query O($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { surveyId customerCPI status feasibility orderType createdDate sinceDate } }`;
const SET = `mutation S($surveyId: ID!, $orderStatus: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) { status sinceDate } }`;
const SET_STATE = `mutation State($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { state } }`;

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
    await launchTestSurvey(t, surveyId);
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

  it('refuses moves the lifecycle table does not allow with INVALID_STATE_TRANSITION and changes nothing', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await placeTestOrder(t, surveyId, 'Scheduled');
    await t.deps.database.pool.query(`UPDATE surveys SET state = 'scheduled' WHERE id = $1`, [
      surveyId,
    ]);
    const before = await order(surveyId);
    for (const status of ['Paused', 'Live', 'Halted', 'Closed', 'Pending']) {
      const r = await setStatus(surveyId, status);
      expect(errorCode(r), status).toBe('INVALID_STATE_TRANSITION');
      expect(r.errors?.[0]?.message).toBe(
        `An order cannot move from Scheduled to ${status}${status === 'Halted' || status === 'Live' ? ' on request; the system makes that move' : ''}.`,
      );
    }
    expect(await order(surveyId)).toEqual(before);
    expect((await setStatus(surveyId, 'Completed')).data?.updateSurveyOrder.status).toBe(
      'Completed',
    );
    expect(errorCode(await setStatus(surveyId, 'Live'))).toBe('INVALID_STATE_TRANSITION');
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
