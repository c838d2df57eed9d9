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

  it("a survey spec's multi select, matrix and text card are in the draft as the spec says", async () => {
    const ada = await w.account();
    const survey = await ada.survey({
      questions: [
        {
          type: 'Basic',
          text: 'Which snacks?',
          options: ['Crisps', 'Nuts', 'Fruit'],
          multiple: true,
        },
        { type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog'] },
        {
          type: 'Matrix',
          text: 'Rate each',
          rows: ['Taste', 'Price', 'Looks'],
          columns: ['Good', 'Bad'],
        },
        { type: 'TextCard', title: 'Thanks' },
      ],
    });
    const { draftQuestionnaire } = await ada.gql<{
      draftQuestionnaire: {
        entries: {
          label: string;
          entryItem: {
            question?: { text: string };
            settingValues?: { code: string; value: string }[];
            responseOptions?: { responseOption: { value: string } }[];
            matrixTitle?: { title: string };
            matrixRows?: { question: { text: string } }[];
            textCard?: { title: string };
          };
        }[];
      };
    }>(
      'questionnaire',
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { entries { label
        ... on QuestionEntry { entryItem { question { text } settingValues { code value }
          responseOptions { responseOption { value } } } }
        ... on MatrixEntry { entryItem { matrixTitle { title } matrixRows { question { text } }
          responseOptions { responseOption { value } } } }
        ... on TextCardEntry { entryItem { textCard { title } } } } } }`,
      { surveyId: survey.surveyId },
    );
    const [snacks, pet, matrix, card] = draftQuestionnaire.entries;
    const values = (item?: { responseOptions?: { responseOption: { value: string } }[] }) =>
      item?.responseOptions?.map((o) => o.responseOption.value);
    const choice = (item?: { settingValues?: { code: string; value: string }[] }) =>
      item?.settingValues?.find((v) => v.code === 'BasicChoice')?.value;
    expect(draftQuestionnaire.entries.map((e) => e.label)).toEqual(['Q1', 'Q2', 'Q3', 'T1']);
    expect(snacks?.entryItem.question?.text).toBe('Which snacks?');
    expect(values(snacks?.entryItem)).toEqual(['Crisps', 'Nuts', 'Fruit']);
    expect(choice(snacks?.entryItem)).toBe('multiple_choice');
    expect(choice(pet?.entryItem)).toBe('single_choice');
    expect(matrix?.entryItem.matrixTitle?.title).toBe('Rate each');
    expect(matrix?.entryItem.matrixRows?.map((r) => r.question.text)).toEqual([
      'Taste',
      'Price',
      'Looks',
    ]);
    expect(values(matrix?.entryItem)).toEqual(['Good', 'Bad']);
    expect(card?.entryItem.textCard?.title).toBe('Thanks');
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

  it("a teammate joins the researcher's account through the invite link and sees its surveys", async () => {
    const ada = await w.account({ accountName: 'Team World' });
    const survey = await ada.survey();
    const bea = await ada.teammate({ firstName: 'Bea', lastName: 'Bauer' });
    expect(bea.accountId).toBe(ada.accountId);
    expect(bea.userId).not.toBe(ada.userId);
    const seen = await bea.gql<{ p: { surveys: { surveyId: string }[] } | null }>(
      'project',
      `{ p: projectBySurveyId(surveyId: "${survey.surveyId}") { surveys { surveyId } } }`,
    );
    expect(seen.p?.surveys.map((s) => s.surveyId)).toContain(survey.surveyId);
  });
});
