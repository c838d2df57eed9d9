import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { publishChange } from '../../platform/changeBus.ts';
import { ORDER_STATE_CHANNEL } from '../orders/orderChanges.ts';

const SECRET = 'answers-pool-test-panel-link-secret-0123456789';
/** More answers at once than the test database's pool has connections (10). */
const RESPONDENTS = 30;

/**
 * An answer's transaction holds a pooled connection. If it also waited for another pooled
 * connection (the survey's order state, read again after any node changes the order), a burst
 * of answers larger than the pool would hold every connection while waiting for one more: the
 * server would hang for good, as the simulated panel's ticks did under load.
 */
describe('respondent answers in a burst larger than the database pool', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const api = () => respondentHttp(t, SECRET);

  it('answers every one once the order state must be read again', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: RESPONDENTS });
    await purchaseOk(t, ann, surveyId);
    const views: RespondentView[] = [];
    for (let i = 0; i < RESPONDENTS; i++) {
      const started = await api().start(surveyId, `burst-${i}`);
      expect(started.status).toBe(200);
      views.push(started.body);
    }
    // As when another node changes the order: this node drops the state, the answers read it.
    const bus = t.deps.changeBus;
    if (!bus) throw new Error('the test app has a change bus');
    let dropped = false;
    const unsubscribe = await bus.subscribe(ORDER_STATE_CHANNEL, {
      change: (id) => void (dropped ||= id === surveyId),
      reset: () => undefined,
    });
    await publishChange(t.deps.database.db, ORDER_STATE_CHANNEL, surveyId);
    // Subscribers are told in the order they subscribed: the app's LiveSurveys first.
    for (const since = Date.now(); !dropped;) {
      if (Date.now() - since > 5_000) throw new Error(`not notified (listening: ${bus.listening})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    unsubscribe();

    const answers = await Promise.all(views.map((v) => api().answerText(v, 'Good value')));

    expect(answers.map((a) => a.status)).toEqual(views.map(() => 200));
    expect(answers.map((a) => a.body.page)).toEqual(
      views.map(() => ({ kind: 'end', outcome: 'complete' })),
    );
  });
});
