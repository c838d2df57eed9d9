import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { testTrafficDeps } from './testing/testTraffic.ts';
import { PanelTraffic } from './traffic.service.ts';

const SECRET = 'retry-test-panel-link-secret-0123456789ab';

/**
 * A balancer in front of a node that is being killed, as the members meet it: of every three
 * requests, one has its connection closed without an answer (the dead node) and one gets a 502
 * (the balancer with no node for it); neither reaches the server. The third goes through.
 */
async function failingBalancer(target: string): Promise<{ url: string; close(): Promise<void> }> {
  let n = 0;
  const server = http.createServer((req, res) => {
    n += 1;
    if (n % 3 === 1) return void req.socket.destroy();
    if (n % 3 === 2) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      return void res.end('no server available');
    }
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('simulated members behind a failing balancer', { timeout: 120_000 }, () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let balancer: Awaited<ReturnType<typeof failingBalancer>>;
  let traffic: PanelTraffic;
  let live: LiveSurveys;

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET, PANEL_POPULATION_SIZE: '1000' });
    ann = await signUpUser(t);
    balancer = await failingBalancer(t.url);
    live = new LiveSurveys(t.deps.database.db);
    traffic = new PanelTraffic(
      testTrafficDeps(t, SECRET, { live, baseUrl: () => balancer.url, ratePerMinute: 120 }),
    );
  });
  afterAll(async () => {
    await traffic?.stop();
    await balancer?.close();
    await t?.close();
  });

  const statuses = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1 GROUP BY status`,
        [surveyId],
      )
    ).rows.reduce<Record<string, number>>((all, r) => ({ ...all, [r.status]: r.n }), {});

  it('retries a call whose connection failed or met a 502: no member is stranded part-way', async () => {
    const samples = 8;
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: samples });
    await purchaseOk(t, ann, surveyId);
    for (let tick = 0; tick < 6 && ((await statuses(surveyId)).complete ?? 0) < samples; tick++) {
      live.invalidate(surveyId);
      await traffic.tickSurvey(surveyId);
      await traffic.settled();
    }
    const ended = await statuses(surveyId);
    // Without retries a member whose answer was lost stopped there, holding its place until the
    // idle sweep (not run here): the survey stayed short of its sample with sessions in progress.
    expect(ended.in_progress ?? 0).toBe(0);
    expect(ended.complete).toBe(samples);
  });
});
