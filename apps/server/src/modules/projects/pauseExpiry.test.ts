import { addBusinessDays } from '@survey/domain/projects/businessDays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestProject,
  placeTestOrder,
  relogin,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { endLongPausedSurveys } from './pauseExpiry.service.ts';

const DAY_MS = 86_400_000;
const PAUSE = `mutation P($surveyId: ID!) { updateSurvey(surveyId: $surveyId, state: paused) { state } }`;
const LIVE = `mutation L($surveyId: ID!) { updateSurvey(surveyId: $surveyId, state: live) { state } }`;
const STATE = `query S($surveyId: ID!) { projectBySurveyId(surveyId: $surveyId) { surveys { state } } }`;
const ORDER = `query O($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { status } }`;

describe('projects paused too long end automatically', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const pausedProject = async () => {
    ann = await relogin(t, ann);
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await placeTestOrder(t, surveyId, 'Paused');
    await gqlOk(t, 'project', ann.accessToken, PAUSE, { surveyId });
    return surveyId;
  };
  const stateOf = async (surveyId: string) => {
    const r = await gqlOk<{ projectBySurveyId: { surveys: { state: string }[] } }>(
      t,
      'project',
      ann.accessToken,
      STATE,
      {
        surveyId,
      },
    );
    return r.projectBySurveyId.surveys[0]?.state;
  };
  const orderOf = async (surveyId: string) =>
    (
      await gqlOk<{ surveyOrder: { status: string } }>(t, 'order', ann.accessToken, ORDER, {
        surveyId,
      })
    ).surveyOrder.status;

  it('ends a survey paused 11 business days ago, not one paused 9 business days ago', async () => {
    const start = t.deps.clock();
    const old = await pausedProject();
    // Two business days later the second project is paused.
    t.advance(addBusinessDays(start, 2).getTime() - start.getTime());
    const recent = await pausedProject();
    const unpaused = await pausedProject();
    await gqlOk(t, 'project', ann.accessToken, LIVE, { surveyId: unpaused });
    ann = await relogin(t, ann);

    const now = addBusinessDays(start, 11);
    const ended = await endLongPausedSurveys({ db: t.deps.database.db }, now);
    expect(ended).toEqual([old]);
    expect(await stateOf(old)).toBe('completed');
    expect(await orderOf(old)).toBe('Completed');
    expect(await stateOf(recent)).toBe('paused');
    expect(await orderOf(recent)).toBe('Paused');
    expect(await stateOf(unpaused)).toBe('live');

    // Running again changes nothing; two business days on, the other one ends too.
    expect(await endLongPausedSurveys({ db: t.deps.database.db }, now)).toEqual([]);
    expect(
      await endLongPausedSurveys({ db: t.deps.database.db }, addBusinessDays(start, 13)),
    ).toEqual([recent]);
  });

  it('counts business days, not calendar days', async () => {
    const surveyId = await pausedProject();
    const pausedAt = t.deps.clock();
    // Exactly 10 business days later (14 calendar days) it is still paused.
    const tenLater = addBusinessDays(pausedAt, 10);
    expect(tenLater.getTime() - pausedAt.getTime()).toBeGreaterThanOrEqual(14 * DAY_MS);
    expect(await endLongPausedSurveys({ db: t.deps.database.db }, tenLater)).toEqual([]);
    expect(
      await endLongPausedSurveys({ db: t.deps.database.db }, addBusinessDays(pausedAt, 11)),
    ).toEqual([surveyId]);
  });
});
