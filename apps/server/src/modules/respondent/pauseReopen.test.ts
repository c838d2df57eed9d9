import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { pauseOrUnpause, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('pausing and unpausing a live survey, as the respondent API sees it', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const move = (surveyId: string, state: 'paused' | 'live') =>
    pauseOrUnpause(t, ann, surveyId, state);

  it('turns new respondents away as soon as paused and lets them in as soon as unpaused', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 10 });
    await purchaseOk(t, ann, surveyId);
    const api = respondentHttp(t, TEST_PANEL_SECRET);
    expect((await api.start(surveyId, 'before')).status).toBe(200);
    // No wait: the order's change reaches the respondent API of this server at once.
    await move(surveyId, 'paused');
    expect((await api.start(surveyId, 'paused')).status).not.toBe(200);
    await move(surveyId, 'live');
    const after = await api.start(surveyId, 'after');
    expect(after.body).toMatchObject({ page: { kind: 'entry' } });
  });
});
