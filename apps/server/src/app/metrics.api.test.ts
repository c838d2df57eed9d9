import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Counter, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/authHelpers.ts';
import { GRAPHQL_PATHS, gql } from '../../test/graphqlHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../test/orderHelpers.ts';
import { operationDocument } from '../../test/questionnaireHelpers.ts';
import { respondentHttp } from '../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { RAW_DATA_EXPORTS_API } from '../modules/exports/exportLinks.ts';
import { RESULTS_API } from '../modules/results/results.routes.ts';
import { startMetricsListener } from '../platform/metricsListener.ts';

const SECRET = 'metrics-test-panel-link-secret-0123456789';
const RESPONDENTS = 3;

/** The value of one series line (`name{labels} value`), or undefined when it is not there. */
function valueOf(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics after a short journey', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let dataDir: string;
  let scrape: string;

  const rest = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await fetch(`${t.url}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${ann.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // 202: an export started.
    expect([200, 202]).toContain(res.status);
    return (await res.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-'));
    t = await startTestApp(
      {
        PANEL_LINK_SECRET: SECRET,
        METRICS_PORT: '0',
        // Sampled often here: the test reads the figures right after the journey.
        METRICS_SAMPLE_MS: '100',
        DATA_DIR: dataDir,
        PANEL_RATE: '0',
      },
      { jobs: true },
    );
    ann = await signUpUser(t);
    // Create and edit (readyTestSurvey adds a question), then one edit under a name of ours.
    const { surveyId, questionnaireId } = await readyTestSurvey(t, ann);
    const edit = operationDocument('addQuestion', 'version').replace(
      /^mutation Op/,
      'mutation AddQuestion',
    );
    const added = await gql(t, 'questionnaire', ann.accessToken, edit, {
      questionnaireId,
      questionTypeCode: 'FreeText',
      position: 1,
      text: 'Anything else?',
    });
    expect(added.errors).toBeUndefined();
    // An edit of a questionnaire that is not there: a typed error, counted as one.
    const refused = await gql(t, 'questionnaire', ann.accessToken, edit, {
      questionnaireId: '00000000-0000-4000-8000-000000000000',
      questionTypeCode: 'FreeText',
      position: 0,
      text: 'Nowhere',
    });
    expect(refused.errors?.length).toBe(1);
    await purchaseOk(t, ann, surveyId);

    const respondents = respondentHttp(t, SECRET);
    for (let i = 0; i < RESPONDENTS; i++) {
      let view = (await respondents.start(surveyId, `metrics-${i}`)).body;
      while (view.page.kind !== 'end') {
        const answered = await respondents.answerText(view, `answer ${i}`);
        expect(answered.status).toBe(200);
        view = answered.body;
      }
      expect(view.page.outcome).toBe('complete');
    }
    await rest('POST', `${RESULTS_API}/summary`, { surveyId, responseFilters: [] });

    const started = await rest('POST', RAW_DATA_EXPORTS_API, {
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat: 'CSV_ENCODED',
      weighted: false,
    });
    for (let i = 0; ; i++) {
      const job = await rest('GET', `${RAW_DATA_EXPORTS_API}/${String(started.exportId)}`);
      if (job.status === 'done') break;
      expect(job.status).not.toBe('failed');
      if (i > 200) throw new Error('the export did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The job's completion is counted once its handler returns, just after the file is done; the
    // quota places are sampled every 100 ms.
    for (let i = 0; i < 50; i++) {
      scrape = await (await fetch(t.metricsUrl ?? '')).text();
      const done = valueOf(scrape, 'survey_jobs_completed_total{queue="raw-data-export"}');
      if (done && valueOf(scrape, 'survey_quota_places{state="filled"}') === RESPONDENTS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not served on the public port', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404);
    expect(t.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(t.metricsUrl ?? '').port).not.toBe(new URL(t.url).port);
  });

  it('counts the accepted answers', () => {
    // One free-text page per respondent in each of the two questions.
    expect(valueOf(scrape, 'survey_answers_accepted_total')).toBe(RESPONDENTS * 2);
  });

  it("times the edit's HTTP route and GraphQL operation, and counts the refused one", () => {
    const route = `method="POST",route="${GRAPHQL_PATHS.questionnaire}",status_class="2xx"`;
    expect(
      valueOf(scrape, `survey_http_request_duration_seconds_count{${route}}`),
    ).toBeGreaterThanOrEqual(4);
    expect(scrape).toContain(`survey_http_request_duration_seconds_bucket{le="0.1",${route}}`);
    const operation = 'service="questionnaire",operation="AddQuestion"';
    expect(valueOf(scrape, `survey_graphql_operation_duration_seconds_count{${operation}}`)).toBe(
      2,
    );
    expect(valueOf(scrape, `survey_graphql_errors_total{${operation}}`)).toBe(1);
    // Routes are patterns, never the URLs asked for (no session or export ids in labels).
    expect(scrape).toContain('route="/v1/respondent/sessions/:sessionId/answers"');
    expect(scrape).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('reads the pool, the queues and the quota places at scrape', () => {
    expect(valueOf(scrape, 'survey_db_pool_clients')).toBeGreaterThan(0);
    expect(valueOf(scrape, 'survey_db_pool_idle_clients')).toBeGreaterThanOrEqual(0);
    expect(valueOf(scrape, 'survey_db_pool_waiting_queries')).toBe(0);
    expect(valueOf(scrape, 'survey_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    expect(valueOf(scrape, 'survey_job_queue_depth{queue="raw-data-export",state="created"}')).toBe(
      0,
    );
    expect(valueOf(scrape, 'survey_jobs_completed_total{queue="raw-data-export"}')).toBe(1);
    // Each complete fills its place in the survey's total cell; nobody is in progress.
    expect(valueOf(scrape, 'survey_quota_places{state="filled"}')).toBe(RESPONDENTS);
    expect(valueOf(scrape, 'survey_quota_places{state="reserved"}')).toBe(0);
  });

  it('times the export and the results index, and says what the index holds', () => {
    const csv = 'format="CSV_ENCODED",outcome="done"';
    expect(valueOf(scrape, `survey_export_duration_seconds_count{${csv}}`)).toBe(1);
    expect(valueOf(scrape, 'survey_results_index_build_seconds_count')).toBe(1);
    expect(valueOf(scrape, 'survey_results_index_bytes')).toBeGreaterThan(0);
  });

  it('has the process series', () => {
    expect(valueOf(scrape, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(scrape, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(scrape).toContain('nodejs_eventloop_lag_seconds ');
    expect(scrape).toContain('nodejs_heap_size_used_bytes ');
  });
});

describe('a scrape', () => {
  it('runs no SQL over whole tables: queue depths and quota places are sampled in the background', async () => {
    const t = await startTestApp({ METRICS_PORT: '0' }, { jobs: true });
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const scrape = async () => (await fetch(t.metricsUrl ?? '')).text();
      // The first sample is taken when the listener starts (then every 30 s by default).
      for (let i = 0; valueOf(await scrape(), 'survey_quota_places{state="filled"}') !== 0; i++) {
        if (i > 100) throw new Error('no quota places sample');
        await new Promise((r) => setTimeout(r, 50));
      }
      query.mockClear();
      for (let i = 0; i < 5; i++) {
        const text = await scrape();
        expect(valueOf(text, 'survey_quota_places{state="reserved"}')).toBe(0);
        expect(text).toContain('survey_job_queue_depth{');
      }
      const statements = query.mock.calls.map(([q]) =>
        typeof q === 'string' ? q : String((q as { text?: string }).text),
      );
      expect(statements.filter((q) => /\b(sum|count)\(/i.test(q))).toEqual([]);
    } finally {
      query.mockRestore();
      await t.close();
    }
  });
});

describe('the metrics listener', () => {
  it('answers a scrape only with the bearer token, when one is set', async () => {
    const registry = new Registry();
    new Counter({ name: 'probe_total', help: 'a probe', registers: [registry] }).inc();
    const listener = await startMetricsListener(registry, {
      port: 0,
      host: '127.0.0.1',
      token: 'a-scrape-token-of-some-length',
    });
    try {
      expect((await fetch(listener.url)).status).toBe(401);
      const wrong = { authorization: 'Bearer a-scrape-token-of-some-lengtX' };
      expect((await fetch(listener.url, { headers: wrong })).status).toBe(401);
      const res = await fetch(listener.url, {
        headers: { authorization: 'Bearer a-scrape-token-of-some-length' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('probe_total 1');
      expect((await fetch(listener.url.replace('/metrics', '/other'))).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
