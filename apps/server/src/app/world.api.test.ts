import { pick } from '@survey/testkit/completes';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { world, type World } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.ts';

const PANEL_LINK_SECRET = 'world-test-panel-link-secret-0123456789abcdef';

/**
 * The world layer (packages/testkit, issue 36 §1) against a test app: the builders the browser
 * and cluster tiers use make what they say, through the product's own APIs.
 */
describe('testkit worlds on a test app', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
  });
  afterAll(() => t.close());

  it('an account, a bought survey and patterned completes, as its owner reads them', async () => {
    const ada = await w.account({ accountName: 'World Ltd' });
    const survey = await ada.survey({
      samplesNeeded: 10,
      questions: [
        DEFAULT_QUESTION,
        { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] },
      ],
    });
    expect(await survey.buy()).toBe('Live');
    const outcomes = await survey.completes(4, (page, i) =>
      page.label === 'Q2' ? pick(page, i < 3 ? 'Tea' : 'Milk') : null,
    );
    expect(outcomes).toEqual(['complete', 'complete', 'complete', 'complete']);

    const res = await fetch(`${t.url}/v2/survey-results/api/v1.0/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.accessToken}` },
      body: JSON.stringify({ surveyIds: [survey.surveyId] }),
    });
    expect(JSON.stringify(await res.json())).toMatch(/"samplesCollected":4,"samplesWanted":10/);
    const summary = await fetch(`${t.url}/v2/survey-results/api/v1.0/summary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.accessToken}` },
      body: JSON.stringify({ surveyId: survey.surveyId, responseFilters: [] }),
    });
    const text = JSON.stringify(await summary.json());
    expect(text).toMatch(
      /"text":"Tea","position":0,"rowItems":\[\{"id":"selected","text":"Selected","completes":3,/,
    );
    expect(text).toMatch(
      /"text":"Milk","position":1,"rowItems":\[\{"id":"selected","text":"Selected","completes":1,/,
    );
  });

  it("a stored login holds a refresh cookie that renews the session and the dashboard's keys", async () => {
    const ada = await w.account();
    const state = ada.storageState();
    expect(state.origins).toEqual([
      {
        origin: t.url,
        localStorage: expect.arrayContaining([
          { name: 'access_token', value: ada.accessToken },
          { name: 'accountId', value: ada.accountId },
          { name: 'email', value: ada.email },
        ]),
      },
    ]);
    const [cookie] = state.cookies;
    const res = await fetch(`${t.url}${cookie?.path ?? '/'}refresh_token`, {
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { accessToken?: string }).accessToken).toBeTruthy();
  });
});
