import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const SECRET = 'answers-pool-test-panel-link-secret-0123456789';
/** More answers at once than the test database's pool has connections (10). */
const RESPONDENTS = 30;
/** LiveSurveys trusts an order's state for a second; past it, the next answer reads it again. */
const STATE_TTL_MS = 1000;

/**
 * An answer's transaction holds a pooled connection. If it also waited for another pooled
 * connection (the survey's order state, read again once a second), a burst of answers larger
 * than the pool would hold every connection while waiting for one more: the server would hang
 * for good, as the simulated panel's ticks did under load.
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
    await new Promise((resolve) => setTimeout(resolve, STATE_TTL_MS + 100));

    const answers = await Promise.all(views.map((v) => api().answerText(v, 'Good value')));

    expect(answers.map((a) => a.status)).toEqual(views.map(() => 200));
    expect(answers.map((a) => a.body.page)).toEqual(
      views.map(() => ({ kind: 'end', outcome: 'complete' })),
    );
  });
});
