import { SURVEY_STATES, type SurveyState } from '@survey/domain/projects/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql } from '../../../test/graphqlHelpers.ts';
import { createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const SET_STATE = `mutation S($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { surveyId state sinceDate } }`;
const SET_ORDER = `mutation O($surveyId: ID!, $orderStatus: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) { status } }`;

/** The order status a survey in each state has (a draft has no order yet). */
const ORDER_OF: Record<SurveyState, string | null> = {
  draft: null,
  live: 'Live',
  paused: 'Paused',
  scheduled: 'Scheduled',
  completed: 'Completed',
  halted: 'Halted',
};
/** What a researcher may do (spec 1 §4, spec 3 §4), written out independently of the domain. */
const USER_MAY: Record<string, string> = {
  'live>paused': 'Paused',
  'paused>live': 'Live',
  'live>completed': 'Completed',
  'paused>completed': 'Completed',
  'scheduled>completed': 'Completed',
};

describe('survey lifecycle over GraphQL: every (from, to) pair', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const sql = (text: string, values: unknown[]) => t.deps.database.pool.query(text, values);

  /** A project whose survey is in `state`, with the matching order, set directly in the database. */
  const surveyIn = async (state: SurveyState) => {
    const surveyId = surveyIdOf(await createTestProject(t, ann, `In ${state}`));
    await sql(
      `UPDATE surveys SET state = $2, paused_at = CASE WHEN $2 = 'paused' THEN now() END WHERE id = $1`,
      [surveyId, state],
    );
    const status = ORDER_OF[state];
    if (status) {
      await sql(
        `INSERT INTO survey_orders (survey_id, status, order_type, created_at, updated_at)
         VALUES ($1, $2, 'Survey', now(), now())`,
        [surveyId, status],
      );
    }
    return surveyId;
  };
  /** Every stored column of the survey, its project and its order. */
  const rowsOf = async (surveyId: string) => {
    const { rows } = await sql(
      `SELECT to_jsonb(s) AS survey, to_jsonb(p) - 'search' AS project, to_jsonb(o) AS "order"
       FROM surveys s JOIN projects p ON p.id = s.project_id
       LEFT JOIN survey_orders o ON o.survey_id = s.id WHERE s.id = $1`,
      [surveyId],
    );
    return rows[0] as { survey: { state: string }; order: { status: string } | null };
  };
  const setState = (surveyId: string, state: string) =>
    gql<{ updateSurvey: { state: string } }>(t, 'project', ann.accessToken, SET_STATE, {
      surveyId,
      state,
    });
  const setOrder = (surveyId: string, orderStatus: string) =>
    gql<{ updateSurveyOrder: { status: string } }>(t, 'order', ann.accessToken, SET_ORDER, {
      surveyId,
      orderStatus,
    });

  for (const from of SURVEY_STATES) {
    for (const to of SURVEY_STATES) {
      const orderTo = USER_MAY[`${from}>${to}`];
      const verdict = from === to ? 'changes nothing' : orderTo ? 'allowed' : 'refused';
      it(`${from} -> ${to}: ${verdict}`, async () => {
        const surveyId = await surveyIn(from);
        const before = await rowsOf(surveyId);

        if (from === to) {
          const r = await setState(surveyId, to);
          expect(r.errors).toBeUndefined();
          expect(r.data?.updateSurvey.state).toBe(to);
          expect(await rowsOf(surveyId)).toEqual(before);
          return;
        }

        if (orderTo) {
          // The dashboard's order: the order status first, then the survey state.
          expect((await setOrder(surveyId, orderTo)).data?.updateSurveyOrder.status).toBe(orderTo);
          const r = await setState(surveyId, to);
          expect(r.errors).toBeUndefined();
          expect(r.data?.updateSurvey.state).toBe(to);
          const after = await rowsOf(surveyId);
          expect(after.survey.state).toBe(to);
          expect(after.order?.status).toBe(orderTo);
          return;
        }

        // Refused: neither half of the move goes through, and nothing is written.
        const orderStatus = ORDER_OF[to] ?? 'Pending';
        if (ORDER_OF[from] !== orderStatus) {
          const o = await setOrder(surveyId, orderStatus);
          expect(errorCode(o)).toBe(ORDER_OF[from] ? 'INVALID_STATE_TRANSITION' : 'NOT_FOUND');
        }
        const r = await setState(surveyId, to);
        expect(errorCode(r)).toBe('INVALID_STATE_TRANSITION');
        expect(r.errors?.[0]?.message).toContain(`from ${from} to ${to}`);
        expect(r.errors?.[0]?.extensions).toMatchObject({ entity: 'survey', from, to });
        expect(await rowsOf(surveyId)).toEqual(before);
      });
    }
  }

  it('refuses a pause or an end whose order has not moved first, and changes nothing', async () => {
    for (const [from, to, status] of [
      ['live', 'paused', 'Live'],
      ['paused', 'live', 'Paused'],
      ['live', 'completed', 'Live'],
    ] as const) {
      const surveyId = await surveyIn(from);
      const before = await rowsOf(surveyId);
      const r = await setState(surveyId, to);
      expect(errorCode(r)).toBe('INVALID_STATE_TRANSITION');
      expect(r.errors?.[0]?.message).toContain(`(it is ${status})`);
      expect(await rowsOf(surveyId)).toEqual(before);
    }
  });

  it('refuses to pause a draft that has no order', async () => {
    const surveyId = await surveyIn('draft');
    const r = await setState(surveyId, 'paused');
    expect(errorCode(r)).toBe('INVALID_STATE_TRANSITION');
    expect(r.errors?.[0]?.message).toBe('A survey cannot move from draft to paused.');
    expect((await rowsOf(surveyId)).survey.state).toBe('draft');
  });

  it("answers NOT_FOUND for another account's survey and changes nothing", async () => {
    const surveyId = await surveyIn('live');
    const before = await rowsOf(surveyId);
    const bob = await signUpUser(t);
    const r = await gql(t, 'project', bob.accessToken, SET_STATE, { surveyId, state: 'paused' });
    expect(errorCode(r)).toBe('NOT_FOUND');
    const o = await gql(t, 'order', bob.accessToken, SET_ORDER, {
      surveyId,
      orderStatus: 'Paused',
    });
    expect(errorCode(o)).toBe('NOT_FOUND');
    expect(await rowsOf(surveyId)).toEqual(before);
  });
});
