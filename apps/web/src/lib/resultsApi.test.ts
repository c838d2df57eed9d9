import { describe, expect, it } from 'vitest';
import {
  createResultsClient,
  RESULTS_MAX_RETRIES,
  ResultsApiError,
  retryDelayMs,
} from './resultsApi.ts';

function harness(statuses: number[]) {
  const calls: { url: string; auth: string | undefined; body: unknown }[] = [];
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
      calls.push({ url, auth: headers.authorization, body: JSON.parse(String(init.body)) });
      const status = statuses[calls.length - 1] ?? 200;
      return new Response(JSON.stringify([{ surveyId: 's1', progress: 0.5 }]), { status });
    },
  });
  return { client, calls, sleeps, refreshes: () => refreshes };
}

describe('results client', () => {
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
