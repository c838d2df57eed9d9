import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { pauseOrUnpause, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { moveSupplierOrders } from './orders.queries.ts';

/**
 * Two server processes (nodes) on one database, each with its own LiveSurveys and change bus. An
 * order change made through node A must reach new respondents on node B without waiting for a
 * refresh: B holds the order's state for SAFETY_TTL_MS (30 s) while its bus listens.
 */
/** Well under a second, and far under the 30 s B trusts its copy while its bus listens. */
const STALE_MS = 500;

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
   * Starts respondents on `node` until one is admitted (or turned away, `admitted` false): that
   * start's answer, and how long after the call the request that got it was sent (0: the first
   * start after the change already saw it). Sent, not answered: a start takes a while on a loaded
   * machine, and what is measured is how stale B's copy was.
   */
  async function firstStart(node: TestApp, surveyId: string, admitted: boolean) {
    const since = Date.now();
    for (;;) {
      const sent = Date.now();
      const res = await startOn(node, surveyId);
      if ((res.status === 200) === admitted) return { ...res, ms: sent - since };
      if (Date.now() - since > 5_000) throw new Error('the change never reached this node');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  async function liveSurvey(softLaunch = 0): Promise<string> {
    const { surveyId } = await readyTestSurvey(a, ann, { samplesNeeded: 50, softLaunch });
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
    expect(paused.ms).toBeLessThan(STALE_MS);

    await pauseOrUnpause(a, ann, surveyId, 'live');
    const resumed = await firstStart(b, surveyId, true);
    expect(resumed.body.page).toMatchObject({ kind: 'entry' });
    expect(resumed.ms).toBeLessThan(STALE_MS);
  });

  it("a soft launch's batch closing on A stops admitting on B, and a full launch bought on A admits at once", async () => {
    const surveyId = await liveSurvey(5);
    // What a node does when the batch's last complete commits (sampleFilled.ts).
    await moveSupplierOrders(a.deps.database.db, surveyId, 'Live', 'Completed', new Date());
    const waiting = await firstStart(b, surveyId, false);
    expect(waiting.status).toBe(409);
    expect(waiting.ms).toBeLessThan(STALE_MS);

    await gqlOk(
      a,
      'order',
      ann.accessToken,
      `mutation F($surveyId: ID!) { addPanelSupplierOrder(surveyId: $surveyId, orderDescription: "Full launch", samplesNeeded: 45) { status } }`,
      { surveyId },
    );
    const admitted = await firstStart(b, surveyId, true);
    expect(admitted.body.page).toMatchObject({ kind: 'entry' });
    expect(admitted.ms).toBeLessThan(STALE_MS);
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
