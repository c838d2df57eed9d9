import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { pauseOrUnpause, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * Two server processes (nodes) on one database, each with its own LiveSurveys and change bus. An
 * order change made through node A must reach new respondents on node B without waiting for a
 * refresh: B holds the order's state for SAFETY_TTL_MS (30 s) while its bus listens.
 */
describe('the order state across two nodes (change bus)', () => {
  let a: TestApp;
  let b: TestApp;
  let ann: SignedUpUser;
  let n = 0;
  beforeAll(async () => {
    a = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    b = await startOtherProcess(a);
    ann = await signUpUser(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const startOn = (node: TestApp, surveyId: string) =>
    respondentHttp(node, TEST_PANEL_SECRET).start(surveyId, `r${(n += 1)}`);

  /**
   * Starts respondents on `node` until one is admitted (or turned away, `admitted` false); that
   * start's answer, and the ms it took from the call.
   */
  async function firstStart(node: TestApp, surveyId: string, admitted: boolean) {
    const since = Date.now();
    for (;;) {
      const res = await startOn(node, surveyId);
      if ((res.status === 200) === admitted) return { ...res, ms: Date.now() - since };
      if (Date.now() - since > 5_000) throw new Error('the change never reached this node');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async function liveSurvey(): Promise<string> {
    const { surveyId } = await readyTestSurvey(a, ann, { samplesNeeded: 50 });
    await purchaseOk(a, ann, surveyId);
    // B reads the order's state now and keeps it: Live.
    expect((await startOn(b, surveyId)).status).toBe(200);
    return surveyId;
  }

  it('a pause made on A turns new respondents away on B at once, and a resume lets them in', async () => {
    const surveyId = await liveSurvey();
    expect(b.deps.changeBus?.listening).toBe(true);

    await pauseOrUnpause(a, ann, surveyId, 'paused');
    const paused = await firstStart(b, surveyId, false);
    // The answer a paused survey gives a new respondent (respondent.api.test.ts: not live).
    expect(paused.status).toBe(409);
    expect(paused.body).toMatchObject({ reason: 'SURVEY_NOT_OPEN', status: 'Paused' });
    // Milliseconds (the notification's delay), far below the 30 s B would otherwise trust.
    expect(paused.ms).toBeLessThan(250);

    await pauseOrUnpause(a, ann, surveyId, 'live');
    const resumed = await firstStart(b, surveyId, true);
    expect(resumed.body.page).toMatchObject({ kind: 'entry' });
    expect(resumed.ms).toBeLessThan(250);
    console.info(`B saw the pause after ${paused.ms} ms, the resume after ${resumed.ms} ms`);
  });

  it('drops every copy when its listening connection is lost, so news it missed still counts', async () => {
    const surveyId = await liveSurvey();
    // A change that notifies nobody (an operator's SQL): B keeps its Live copy, as designed.
    await a.deps.database.db.execute(
      sql`UPDATE survey_orders SET status = 'Paused' WHERE survey_id = ${surveyId}`,
    );
    expect((await startOn(b, surveyId)).status).toBe(200);

    const bus = b.deps.changeBus;
    const pid = bus?.pid;
    await a.deps.database.db.execute(sql`SELECT pg_terminate_backend(${pid}::int)`);
    const since = Date.now();
    while (!(bus?.listening && bus.pid !== pid)) {
      if (Date.now() - since > 5_000) throw new Error('the bus did not reconnect');
      await new Promise((r) => setTimeout(r, 10));
    }
    // B forgot the survey's state when the connection went and reads it again: Paused.
    const after = await startOn(b, surveyId);
    expect(after.status).toBe(409);
  });
});
