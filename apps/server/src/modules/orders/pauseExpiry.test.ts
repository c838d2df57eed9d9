import { addBusinessDays } from '@survey/domain/projects/businessDays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestProject,
  launchTestSurvey,
  relogin,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import {
  endLongPausedSurveys,
  endPausedSurvey,
  surveysPausedTooLong,
} from './pauseExpiry.service.ts';

const DAY_MS = 86_400_000;
const SET_STATE = `mutation S($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { state } }`;
const SET_ORDER = `mutation O($surveyId: ID!, $orderStatus: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) { status } }`;
const SURVEY = `query S($surveyId: ID!) { projectBySurveyId(surveyId: $surveyId) { surveys { state sinceDate } } }`;
const ORDER = `query O($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { status sinceDate } }`;

describe('projects paused too long end automatically', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const db = () => ({ db: t.deps.database.db });
  /** What the dashboard does: the order first, then the survey. */
  const userMoves = async (surveyId: string, orderStatus: string, state: string) => {
    ann = await relogin(t, ann);
    await gqlOk(t, 'order', ann.accessToken, SET_ORDER, { surveyId, orderStatus });
    await gqlOk(t, 'project', ann.accessToken, SET_STATE, { surveyId, state });
  };
  const pausedProject = async () => {
    ann = await relogin(t, ann);
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await launchTestSurvey(t, surveyId);
    await userMoves(surveyId, 'Paused', 'paused');
    return surveyId;
  };
  const surveyOf = async (surveyId: string) => {
    ann = await relogin(t, ann);
    const r = await gqlOk<{ projectBySurveyId: { surveys: { state: string }[] } }>(
      t,
      'project',
      ann.accessToken,
      SURVEY,
      { surveyId },
    );
    return r.projectBySurveyId.surveys[0];
  };
  const orderOf = async (surveyId: string) =>
    (
      await gqlOk<{ surveyOrder: { status: string; sinceDate: string } }>(
        t,
        'order',
        ann.accessToken,
        ORDER,
        { surveyId },
      )
    ).surveyOrder;

  it('ends a survey paused 11 business days ago, not one paused 9 business days ago', async () => {
    const start = t.deps.clock();
    const old = await pausedProject();
    // Two business days later the second project is paused.
    t.advance(addBusinessDays(start, 2).getTime() - start.getTime());
    const recent = await pausedProject();
    const unpaused = await pausedProject();
    await userMoves(unpaused, 'Live', 'live');

    const now = addBusinessDays(start, 11);
    expect(await endLongPausedSurveys(db(), now)).toEqual({ ended: [old], refused: [] });
    expect((await surveyOf(old))?.state).toBe('completed');
    expect((await orderOf(old)).status).toBe('Completed');
    expect((await surveyOf(recent))?.state).toBe('paused');
    expect((await orderOf(recent)).status).toBe('Paused');
    expect((await surveyOf(unpaused))?.state).toBe('live');

    // Running again changes nothing; two business days on, the other one ends too.
    expect((await endLongPausedSurveys(db(), now)).ended).toEqual([]);
    expect((await endLongPausedSurveys(db(), addBusinessDays(start, 13))).ended).toEqual([recent]);
  });

  it('counts business days, not calendar days', async () => {
    const surveyId = await pausedProject();
    const pausedAt = t.deps.clock();
    // Exactly 10 business days later (14 calendar days) it is still paused.
    const tenLater = addBusinessDays(pausedAt, 10);
    expect(tenLater.getTime() - pausedAt.getTime()).toBeGreaterThanOrEqual(14 * DAY_MS);
    expect((await endLongPausedSurveys(db(), tenLater)).ended).toEqual([]);
    expect((await endLongPausedSurveys(db(), addBusinessDays(pausedAt, 11))).ended).toEqual([
      surveyId,
    ]);
  });

  it('leaves alone a survey the user ended, or unpaused and paused again, after the job found it', async () => {
    const ended = await pausedProject();
    const repaused = await pausedProject();
    const now = addBusinessDays(t.deps.clock(), 11);
    const found = await surveysPausedTooLong(db(), now);
    expect(found).toEqual(expect.arrayContaining([ended, repaused]));

    // Meanwhile (the job's clock is ahead of the users' here) the user ends one project...
    await userMoves(ended, 'Completed', 'completed');
    const endedSurvey = await surveyOf(ended);
    const endedOrder = await orderOf(ended);
    // ...and unpauses and pauses the other again, which restarts its 10 business days.
    t.advance(addBusinessDays(t.deps.clock(), 5).getTime() - t.deps.clock().getTime());
    await userMoves(repaused, 'Live', 'live');
    await userMoves(repaused, 'Paused', 'paused');

    expect(await endPausedSurvey(db(), ended, now)).toBe(false);
    expect(await endPausedSurvey(db(), repaused, now)).toBe(false);
    expect(await surveyOf(ended)).toEqual(endedSurvey);
    expect(await orderOf(ended)).toEqual(endedOrder);
    expect((await surveyOf(repaused))?.state).toBe('paused');
    expect((await orderOf(repaused)).status).toBe('Paused');
  });

  it('does not end a paused survey whose order the table cannot complete, and ends the others', async () => {
    const halted = await pausedProject();
    const fine = await pausedProject();
    // The panel halted the order and the survey did not follow (an inconsistency to report).
    await t.deps.database.pool.query(
      `UPDATE survey_orders SET status = 'Halted' WHERE survey_id = $1`,
      [halted],
    );
    const now = addBusinessDays(t.deps.clock(), 11);
    const result = await endLongPausedSurveys(db(), now);
    expect(result.ended).toContain(fine);
    expect(result.ended).not.toContain(halted);
    expect(result.refused).toEqual([
      {
        surveyId: halted,
        reason: 'An order cannot move from Halted to Completed.',
      },
    ]);
    expect((await surveyOf(halted))?.state).toBe('paused');
    expect((await orderOf(halted)).status).toBe('Halted');
  });
});
