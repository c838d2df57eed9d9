import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { behaviourOf } from './trafficPlan.ts';
import { testTrafficDeps } from './testing/testTraffic.ts';
import { PanelTraffic, type PanelTrafficDeps } from './traffic.service.ts';

const SECRET = 'orphan-test-panel-link-secret-0123456789';

/**
 * Two nodes' panels on one server: the first starts members and dies with them mid-walk (its
 * walks aborted where they stand, as kill -9 leaves them); the second's next tick finds them.
 */
describe('simulated members whose node died', { timeout: 120_000 }, () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let live: LiveSurveys;
  const deps = (extra: Partial<PanelTrafficDeps>): PanelTrafficDeps =>
    testTrafficDeps(t, SECRET, { live, ratePerMinute: 120, ...extra });

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET, PANEL_POPULATION_SIZE: '1000' });
    ann = await signUpUser(t);
    live = new LiveSurveys(t.deps.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessions = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ respondent_id: string; status: string }>(
        `SELECT respondent_id, status FROM respondent_sessions WHERE survey_id = $1`,
        [surveyId],
      )
    ).rows;

  it('takes up the members in progress that a dead node left, so their places are not lost to the sweep', async () => {
    const samples = 6;
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: samples });
    await purchaseOk(t, ann, surveyId);
    // Members who spend 30 s a page: the node dies while every one of them is on a page.
    const dying = new PanelTraffic(deps({ pace: 30_000 }));
    expect((await dying.tickSurvey(surveyId)).started).toBeGreaterThan(0);
    await dying.stop();
    const left = (await sessions(surveyId)).filter((s) => s.status === 'in_progress');
    expect(left.length).toBeGreaterThan(0);

    const other = new PanelTraffic(deps({ orphanIdleMs: 200 }));
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      live.invalidate(surveyId);
      const report = await other.tickSurvey(surveyId);
      await other.settled();
      const after = await sessions(surveyId);
      // Those who meant to walk away (the panel's dropouts) are left to the idle sweep.
      const goingOn = left.filter((s) => behaviourOf(surveyId, s.respondent_id).dropAt === null);
      expect(report.resumed).toBe(goingOn.length);
      for (const s of goingOn) {
        expect(after.find((a) => a.respondent_id === s.respondent_id)?.status).not.toBe(
          'in_progress',
        );
      }
      expect(after.filter((s) => s.status === 'complete').length).toBeGreaterThanOrEqual(
        Math.min(samples, goingOn.length),
      );
    } finally {
      await other.stop();
    }
  });
});
