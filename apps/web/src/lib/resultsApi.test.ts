import { describe, expect, it } from 'vitest';
import {
  createResultsClient,
  isAbortError,
  RESULTS_MAX_RETRIES,
  RESULTS_PAGE_MAX_RETRIES,
  ResultsApiError,
  retryDelayMs,
} from './resultsApi.ts';

function harness(statuses: number[]) {
  const calls: { url: string; auth: string | undefined; body: unknown }[] = [];
  const methods: string[] = [];
  const sleeps: number[] = [];
  let refreshes = 0;
  const client = createResultsClient({
    baseUrl: '/v2/r/',
    storedToken: () => 'stored',
    freshToken: async () => {
      refreshes += 1;
      return `fresh-${refreshes}`;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    fetch: async (url, init) => {
      const headers = init.headers as Record<string, string>;
      methods.push(init.method ?? 'GET');
      calls.push({
        url,
        auth: headers.authorization,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      const status = statuses[calls.length - 1] ?? 200;
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify([{ surveyId: 's1', progress: 0.5 }]), { status });
    },
  });
  return { client, calls, methods, sleeps, refreshes: () => refreshes };
}

describe('results client', () => {
  it('saves a crosstab once: a refusal (409 name taken) is not retried', async () => {
    const h = harness([409]);
    const definition = {
      row: { questionId: 'q1', matrixTitleId: null },
      banner: [],
      responseFilters: [],
      weighted: false,
      nets: [],
      boxes: false,
    };
    const error = await h.client
      .saveCrosstab({ surveyId: 's1', name: 'Drinks', definition })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResultsApiError);
    expect((error as ResultsApiError).status).toBe(409);
    expect(h.calls).toEqual([
      {
        url: '/v2/r/crosstabs',
        auth: 'Bearer stored',
        body: { surveyId: 's1', name: 'Drinks', definition },
      },
    ]);
  });

  it('deletes a saved crosstab with DELETE and reads the bodiless 204', async () => {
    const h = harness([204]);
    await expect(h.client.deleteCrosstab('a/b')).resolves.toBeUndefined();
    expect(h.methods).toEqual(['DELETE']);
    expect(h.calls[0]?.url).toBe('/v2/r/crosstabs/a%2Fb');
  });

  it('posts the survey ids with the stored token', async () => {
    const h = harness([200]);
    await expect(h.client.progress(['s1'])).resolves.toEqual([{ surveyId: 's1', progress: 0.5 }]);
    expect(h.calls).toEqual([
      { url: '/v2/r/progress', auth: 'Bearer stored', body: { surveyIds: ['s1'] } },
    ]);
    expect(h.sleeps).toEqual([]);
  });

  it('retries on >= 400 with exponential delays and a refreshed token each time', async () => {
    const h = harness([500, 401, 404, 200]);
    await h.client.progress(['s1']);
    expect(h.sleeps).toEqual([250, 500, 1000]);
    expect(h.calls.map((c) => c.auth)).toEqual([
      'Bearer stored',
      'Bearer fresh-1',
      'Bearer fresh-2',
      'Bearer fresh-3',
    ]);
  });

  it('gives up after 10 retries with the last status', async () => {
    const h = harness(Array.from({ length: 20 }, () => 503));
    await expect(h.client.progress(['s1'])).rejects.toEqual(new ResultsApiError(503));
    expect(h.calls).toHaveLength(RESULTS_MAX_RETRIES + 1);
    expect(h.sleeps).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(h.refreshes()).toBe(10);
  });

  it('has a doubling schedule capped at 30 s', () => {
    expect([1, 2, 3, 8, 9].map(retryDelayMs)).toEqual([250, 500, 1000, 30000, 30000]);
  });
});

describe('results page calls (spec 3 §7)', () => {
  const summaryRequest = { surveyId: 's1', responseFilters: [] };

  it('posts the summary body and retries 5 times from 500 ms, growing slightly', async () => {
    const h = harness(Array.from({ length: 20 }, () => 500));
    await expect(h.client.summary(summaryRequest)).rejects.toEqual(new ResultsApiError(500));
    expect(h.calls).toHaveLength(RESULTS_PAGE_MAX_RETRIES + 1);
    expect(h.calls[0]).toEqual({
      url: '/v2/r/summary',
      auth: 'Bearer stored',
      body: summaryRequest,
    });
    expect(h.sleeps).toEqual([500, 600, 720, 864, 1037]);
  });

  it('answers after a retry that succeeds', async () => {
    const h = harness([503, 200]);
    await expect(h.client.summary(summaryRequest)).resolves.toEqual([
      { surveyId: 's1', progress: 0.5 },
    ]);
    expect(h.sleeps).toEqual([500]);
  });

  it('gets quotas with the survey id in the query', async () => {
    const h = harness([200]);
    await h.client.quotas('a b');
    expect(h.methods).toEqual(['GET']);
    expect(h.calls).toEqual([
      { url: '/v2/r/quotas?surveyId=a%20b', auth: 'Bearer stored', body: undefined },
    ]);
  });

  it('stops retrying once aborted and rejects with the AbortError', async () => {
    const controller = new AbortController();
    let calls = 0;
    const client = createResultsClient({
      baseUrl: '/',
      storedToken: () => 't',
      freshToken: async () => 't',
      sleep: async () => {
        // The user changed the filters while the call waited to retry.
        controller.abort();
      },
      fetch: async () => {
        calls += 1;
        return new Response('{}', { status: 500 });
      },
    });
    const result = client.summary(summaryRequest, controller.signal);
    await expect(result).rejects.toSatisfy(isAbortError);
    expect(calls).toBe(1);
  });
});
