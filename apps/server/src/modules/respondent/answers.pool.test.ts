import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { signPanelLink } from './panelLinks.ts';

const SECRET = 'answers-pool-test-panel-link-secret-0123456789';
const SUPPLIER = 'SIMULATED';
/** More answers at once than the test database's pool has connections (10). */
const RESPONDENTS = 30;
/** LiveSurveys trusts an order's state for a second; past it, the next answer reads it again. */
const STATE_TTL_MS = 1000;

interface View {
  sessionId: string;
  page: { kind: string; key?: string; outcome?: string };
}

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

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${t.url}/v1/respondent${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as View };
  };
  const start = (surveyId: string, respondentId: string) => {
    const fields = { surveyId, respondentId, supplierCode: SUPPLIER };
    return post('/sessions', {
      ...fields,
      signature: signPanelLink(new TextEncoder().encode(SECRET), fields),
    });
  };

  it('answers every one once the order state must be read again', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: RESPONDENTS });
    await purchaseOk(t, ann, surveyId);
    const views: View[] = [];
    for (let i = 0; i < RESPONDENTS; i++) {
      const started = await start(surveyId, `burst-${i}`);
      expect(started.status).toBe(200);
      views.push(started.body);
    }
    await new Promise((resolve) => setTimeout(resolve, STATE_TTL_MS + 100));

    const answers = await Promise.all(
      views.map((v) =>
        post(`/sessions/${v.sessionId}/answers`, {
          pageKey: v.page.key,
          answer: { kind: 'text', text: 'Good value' },
        }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(views.map(() => 200));
    expect(answers.map((a) => a.body.page)).toEqual(
      views.map(() => ({ kind: 'end', outcome: 'complete' })),
    );
  });
});
