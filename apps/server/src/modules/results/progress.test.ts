import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  recordTestCompletes,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('POST /v2/survey-results/api/v1.0/progress', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const progress = (body: unknown, token = ann.accessToken) =>
    fetch(`${t.url}/v2/survey-results/api/v1.0/progress`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('reports collected over wanted (unadjusted samples) per survey, in the order asked', async () => {
    const half = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, half, { samplesNeeded: 200 });
    await recordTestCompletes(t, half, 100);
    const none = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, none, { samplesNeeded: 50 });
    const noFieldwork = surveyIdOf(await createTestProject(t, ann));

    const res = await progress({ surveyIds: [none, half, noFieldwork, half] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        surveyId: none,
        progress: 0,
        samplesCollected: 0,
        samplesWanted: 50,
        placesHeld: 0,
        heldForMs: null,
        spend: null,
        usableCompletes: 0,
        replacedCompletes: 0,
      },
      {
        surveyId: half,
        progress: 0.5,
        samplesCollected: 100,
        samplesWanted: 200,
        placesHeld: 0,
        heldForMs: null,
        spend: null,
        usableCompletes: 100,
        replacedCompletes: 0,
      },
      {
        surveyId: noFieldwork,
        progress: 0,
        samplesCollected: 0,
        samplesWanted: 0,
        placesHeld: 0,
        heldForMs: null,
        spend: null,
        usableCompletes: 0,
        replacedCompletes: 0,
      },
    ]);
  });

  it("omits other accounts' and unknown surveys", async () => {
    const mine = surveyIdOf(await createTestProject(t, ann));
    const bob = await signUpUser(t);
    const bobs = surveyIdOf(await createTestProject(t, bob));
    await addTestFieldwork(t, bob, bobs, { samplesNeeded: 10 });
    await recordTestCompletes(t, bobs, 3);
    const res = await progress({
      surveyIds: [bobs, mine, '00000000-0000-4000-8000-000000000000'],
    });
    expect(await res.json()).toEqual([
      {
        surveyId: mine,
        progress: 0,
        samplesCollected: 0,
        samplesWanted: 0,
        placesHeld: 0,
        heldForMs: null,
        spend: null,
        usableCompletes: 0,
        replacedCompletes: 0,
      },
    ]);
    const asBob = await progress({ surveyIds: [bobs] }, bob.accessToken);
    expect(await asBob.json()).toEqual([
      {
        surveyId: bobs,
        progress: 0.3,
        samplesCollected: 3,
        samplesWanted: 10,
        placesHeld: 0,
        heldForMs: null,
        spend: null,
        usableCompletes: 3,
        replacedCompletes: 0,
      },
    ]);
  });

  it('needs a bearer token and a list of 1 to 100 survey ids', async () => {
    expect((await progress({ surveyIds: [] }, '')).status).toBe(401);
    expect((await progress({ surveyIds: [] })).status).toBe(400);
    expect((await progress({ surveyIds: ['nope'] })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await progress({ surveyIds: many })).status).toBe(400);
    expect((await progress({})).status).toBe(400);
    expect((await progress('just a string')).status).toBe(400);
  });
});
