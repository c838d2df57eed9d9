import type { CrosstabResponse, SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { QuotasResponse, SummaryResponse } from '@survey/domain/results/contract';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import { pick } from '@survey/testkit/completes';
import type { QuestionSpec } from '@survey/testkit/survey';
import { world, type Researcher, type WorldSurvey } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { createTestKey, publicCall } from './testing/apiKeyCalls.ts';

const PANEL_LINK_SECRET = 'public-api-test-panel-link-secret-0123456789';
const DRINK: QuestionSpec = { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] };

interface ListedProject {
  id: string;
  name: string;
  surveys: { id: string; name: string; state: string }[];
}

/** The public REST API (issue 39 §2) over a bought survey with completes, as integrators call it. */
describe('public API with an API key', () => {
  let t: TestApp;
  let ada: Researcher;
  let survey: WorldSurvey;
  let key: string;
  const call = <T>(method: string, path: string, body?: unknown, k: string | null = key) =>
    publicCall<T>(t.url, k, method, path, body);

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    const w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    ada = await w.account();
    survey = await ada.survey({ samplesNeeded: 10, questions: [DRINK] });
    await survey.setAnswerQuota(DRINK.text, [{ options: ['Tea'], count: 5 }]);
    await survey.buy();
    await survey.completes(4, (page, i) =>
      page.label === 'Q1' ? pick(page, i < 3 ? 'Tea' : 'Milk') : null,
    );
    key = (await createTestKey(t.url, ada.accessToken)).secret;
  });
  afterAll(() => t.close());

  it('lists projects with their surveys, reads progress and the summary', async () => {
    const list = await call<{ projects: ListedProject[] }>('GET', '/projects');
    expect(list.status).toBe(200);
    expect(list.body.projects).toHaveLength(1);
    expect(list.body.projects[0]?.surveys).toEqual([
      expect.objectContaining({ id: survey.surveyId, state: 'live' }),
    ]);

    const progress = await call<{ samplesCollected: number; samplesWanted: number }>(
      'GET',
      `/surveys/${survey.surveyId}/progress`,
    );
    expect(progress.body).toMatchObject({ samplesCollected: 4, samplesWanted: 10 });

    const summary = await call<SummaryResponse>('POST', `/surveys/${survey.surveyId}/summary`, {});
    expect(summary.status).toBe(200);
    const drink = summary.body.results.find((r) => r.text === DRINK.text);
    expect(drink?.rows.map((r) => [r.text, r.rowItems[0]?.completes])).toEqual([
      ['Tea', 3],
      ['Milk', 1],
    ]);
    // A filter as the dashboard's: Milk drinkers only.
    const milk = drink?.rows.find((r) => r.text === 'Milk')?.id ?? '';
    const filtered = await call<SummaryResponse>('POST', `/surveys/${survey.surveyId}/summary`, {
      responseFilters: [{ questionId: drink?.id, responseOptionIds: [milk] }],
    });
    expect(filtered.body.samplesCollectedFiltered).toBe(1);
  });

  it("returns the survey's quotas on answers beside the audience's", async () => {
    const quotas = await call<QuotasResponse>('GET', `/surveys/${survey.surveyId}/quotas`);
    expect(quotas.status).toBe(200);
    expect(quotas.body).toMatchObject({ surveyId: survey.surveyId, samplesCollected: 4 });
    expect(Array.isArray(quotas.body.quotas)).toBe(true);
    expect(quotas.body.answerQuotas).toEqual([
      expect.objectContaining({
        label: 'Q1',
        text: DRINK.text,
        cells: [
          expect.objectContaining({
            optionTexts: ['Tea'],
            targetKind: 'count',
            target: 5,
            full: false,
            progress: expect.objectContaining({ samplesCollected: 3, samplesWanted: 5 }),
          }),
        ],
      }),
    ]);
  });

  it('answers an ad-hoc crosstab and a saved one with the results service numbers', async () => {
    const summary = await call<SummaryResponse>('POST', `/surveys/${survey.surveyId}/summary`, {});
    const drink = summary.body.results.find((r) => r.text === DRINK.text);
    const row = { questionId: drink?.id ?? '', matrixTitleId: null };
    const adHoc = await call<CrosstabResponse>('POST', `/surveys/${survey.surveyId}/crosstab`, {
      row,
    });
    expect(adHoc.status).toBe(200);
    expect(JSON.stringify(adHoc.body)).toContain('"count":3');

    // Saved in the dashboard; listed and computed through the key.
    const saved = await fetch(`${t.url}/v2/survey-results/api/v1.0/crosstabs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.accessToken}` },
      body: JSON.stringify({ surveyId: survey.surveyId, name: 'Drinks', definition: { row } }),
    });
    const table = (await saved.json()) as SavedCrosstab;
    const list = await call<SavedCrosstab[]>('GET', `/surveys/${survey.surveyId}/crosstabs`);
    expect(list.body.map((s) => s.name)).toEqual(['Drinks']);
    const computed = await call<CrosstabResponse>(
      'GET',
      `/surveys/${survey.surveyId}/crosstabs/${table.id}`,
    );
    expect(computed.body).toEqual(adHoc.body);

    // The results service's own limits (R17): 7 banner groups is one too many.
    const tooWide = await call('POST', `/surveys/${survey.surveyId}/crosstab`, {
      row,
      banner: Array.from({ length: 7 }, () => row),
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.message).toMatch(/banner/);
  });

  it('starts an export, reports it and redirects to its file', async () => {
    const started = await call<RawDataExportJob>('POST', `/surveys/${survey.surveyId}/exports`, {
      dimension: 'WIDE',
      fileformat: 'CSV_UNENCODED',
    });
    expect([200, 202]).toContain(started.status);
    let job = started.body;
    for (let i = 0; i < 100 && job.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call<RawDataExportJob>('GET', `/exports/${job.exportId}`)).body;
    }
    expect(job.status).toBe('done');
    const file = await call('GET', `/exports/${job.exportId}/file`);
    expect(file.status).toBe(302);
    const location = file.headers.get('location') ?? '';
    const csv = await (await fetch(new URL(location, t.url))).text();
    // A header line and one line per complete.
    expect(csv.trim().split('\n')).toHaveLength(5);
  });

  it("creates a project from a survey's saved questionnaire", async () => {
    const created = await call<{ projectId: string; surveyId: string; name: string }>(
      'POST',
      '/projects',
      { name: 'Drinks wave 2', fromSurveyId: survey.surveyId },
    );
    expect(created.status).toBe(201);
    const draft = await ada.gql<{ draftQuestionnaireSummary: { entryCount: number } }>(
      'questionnaire',
      `{ draftQuestionnaireSummary(surveyId: "${created.body.surveyId}") { entryCount } }`,
    );
    expect(draft.draftQuestionnaireSummary.entryCount).toBe(1);
    const list = await call<{ projects: ListedProject[] }>('GET', '/projects');
    expect(list.body.projects.map((p) => p.name)).toContain('Drinks wave 2');
  });

  it('refuses a key without the route scope (403), bad input (400) and a missing key (401)', async () => {
    const readOnly = (await createTestKey(t.url, ada.accessToken, ['projects:read'])).secret;
    const noScope = await call('POST', `/surveys/${survey.surveyId}/summary`, {}, readOnly);
    expect(noScope.status).toBe(403);
    expect(noScope.body).toMatchObject({ error: 'FORBIDDEN', reason: 'MISSING_SCOPE' });
    const noWrite = await call(
      'POST',
      '/projects',
      { name: 'x', fromSurveyId: survey.surveyId },
      readOnly,
    );
    expect(noWrite.status).toBe(403);
    expect((await call('GET', '/projects', undefined, readOnly)).status).toBe(200);

    expect((await call('GET', '/surveys/not-a-uuid/progress')).status).toBe(400);
    expect((await call('GET', '/projects?limit=1000')).status).toBe(400);
    const noKey = await call('GET', '/projects', undefined, null);
    expect(noKey.status).toBe(401);
    const wrong = await call('GET', '/projects', undefined, `svk_${'A'.repeat(32)}`);
    expect(wrong.body).toMatchObject({ error: 'UNAUTHENTICATED', reason: 'INVALID_API_KEY' });
    // A session's access token is not an API key.
    expect((await call('GET', '/projects', undefined, ada.accessToken)).status).toBe(401);
  });

  it("gives another account's key nothing of this account: an empty list and 404s", async () => {
    const w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    const bob = await w.account();
    const bobKey = (await createTestKey(t.url, bob.accessToken)).secret;
    const list = await call<{ projects: ListedProject[] }>('GET', '/projects', undefined, bobKey);
    expect(list.body.projects).toEqual([]);
    for (const [method, path] of [
      ['GET', `/surveys/${survey.surveyId}/progress`],
      ['POST', `/surveys/${survey.surveyId}/summary`],
      ['GET', `/surveys/${survey.surveyId}/crosstabs`],
    ] as const) {
      const res = await call(method, path, method === 'POST' ? {} : undefined, bobKey);
      expect(res.status, path).toBe(404);
    }
  });
});
