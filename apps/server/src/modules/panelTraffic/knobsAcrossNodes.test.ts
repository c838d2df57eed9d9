import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { testTrafficDeps } from './testing/testTraffic.ts';
import { PanelTraffic } from './traffic.service.ts';

const SECRET = 'knobs-test-panel-link-secret-0123456789';

/**
 * The simulated panel's knobs on two nodes: set through node A's route, they must act on a tick
 * that node B runs (pg-boss hands the tick to whichever node takes it).
 */
describe('panel traffic knobs across nodes', { timeout: 60_000 }, () => {
  let a: TestApp;
  let b: TestApp;
  let ann: SignedUpUser;
  let onB: PanelTraffic;

  beforeAll(async () => {
    // A runs the traffic too, at a low rate that keeps its own ticks from crowding the one B runs
    // here.
    a = await startTestApp({ PANEL_LINK_SECRET: SECRET, PANEL_RATE: '1' }, { jobs: true });
    b = await startOtherProcess(a);
    ann = await signUpUser(a);
    // Node B's tick, sending its members to B's own respondent API at once (no pacing).
    onB = new PanelTraffic(testTrafficDeps(b, SECRET));
  });
  afterAll(async () => {
    await onB?.stop();
    await b?.close();
    await a?.close();
  });

  const setKnobsOnA = (body: unknown, token: string | null = ann.accessToken) =>
    fetch(`${a.url}/dev/panel-traffic/knobs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token !== null && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
  const storedKnobs = async () =>
    (await a.deps.database.pool.query('SELECT survey_id, knobs FROM panel_traffic_knobs')).rows;
  const simulatedSessions = async (surveyId: string) =>
    (
      await a.deps.database.pool.query<{ status: string }>(
        `SELECT status FROM respondent_sessions WHERE survey_id = $1 AND supplier_code = 'SIMULATED'`,
        [surveyId],
      )
    ).rows;

  it('a knob set through A shapes the members of a tick B runs', async () => {
    const { surveyId } = await readyTestSurvey(a, ann, { samplesNeeded: 30 });
    // Every member stops on their first page: nobody completes.
    expect((await setKnobsOnA({ surveyId, knobs: { earlyExitShare: 1 } })).status).toBe(204);
    await purchaseOk(a, ann, surveyId);

    const started = (await onB.tickSurvey(surveyId)).started;
    await onB.settled();
    expect(started).toBeGreaterThan(0);
    const sessions = await simulatedSessions(surveyId);
    expect(sessions.length).toBeGreaterThanOrEqual(started);
    expect(sessions.filter((s) => s.status === 'complete')).toEqual([]);

    // Cleared through A: B's next tick sends ordinary members, who complete.
    expect((await setKnobsOnA({ surveyId, knobs: {} })).status).toBe(204);
    await onB.tickSurvey(surveyId);
    await onB.settled();
    const after = await simulatedSessions(surveyId);
    expect(after.filter((s) => s.status === 'complete').length).toBeGreaterThan(0);
  });

  it('refuses knobs for an unknown survey and bad knobs, storing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await setKnobsOnA({ surveyId: unknown, knobs: { dropoutShare: 0.5 } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await setKnobsOnA({ surveyId: unknown, knobs: { dropoutShare: 2 } })).status).toBe(400);
    expect(await storedKnobs()).toEqual([]);
  });

  it("sets knobs only on the caller's own survey: none without a login, not on another account's", async () => {
    const { surveyId } = await readyTestSurvey(a, ann);
    const knobs = { dropoutShare: 0.5 };
    expect((await setKnobsOnA({ surveyId, knobs }, null)).status).toBe(401);
    const bob = await signUpUser(a);
    const foreign = await setKnobsOnA({ surveyId, knobs }, bob.accessToken);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(await storedKnobs()).toEqual([]);
    // Through node B as well: stored where every node's tick reads them.
    const onNodeB = await fetch(`${b.url}/dev/panel-traffic/knobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.accessToken}` },
      body: JSON.stringify({ surveyId, knobs }),
    });
    expect(onNodeB.status).toBe(204);
    expect(await storedKnobs()).toEqual([{ survey_id: surveyId, knobs }]);
    expect((await setKnobsOnA({ surveyId, knobs: {} })).status).toBe(204);
  });
});
