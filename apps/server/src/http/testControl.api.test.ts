import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { addBusinessDays } from '@survey/domain/projects/businessDays';
import { serverControl } from '@survey/testkit/control';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/authHelpers.ts';
import { gqlOk } from '../../test/graphqlHelpers.ts';
import {
  createTestProject,
  launchTestSurvey,
  relogin,
  surveyIdOf,
} from '../../test/projectHelpers.ts';
import { routeTable } from '../../test/routeTable.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { END_LONG_PAUSED_QUEUE } from '../modules/orders/pauseExpiry.job.ts';
import { TEST_CONTROL } from './testControl.ts';

/** An address of this machine that is not loopback, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

/** node:http, as devTools.test.ts does: a plain GET with exactly these headers. */
function send(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const controlRoutes = (t: TestApp) => routeTable(t.app).filter((r) => r.includes(TEST_CONTROL));

describe('the test control routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { jobs: true, host: '0.0.0.0' });
  });
  afterAll(() => t.close());

  it('are not mounted outside test mode', async () => {
    const dev = await startTestApp({ NODE_ENV: 'development' });
    try {
      expect(controlRoutes(dev)).toEqual([]);
      expect(await send(`${dev.url}${TEST_CONTROL}/clock`)).toBe(404);
    } finally {
      await dev.close();
    }
    expect(controlRoutes(t).sort()).toEqual([
      `GET ${TEST_CONTROL}/clock`,
      `POST ${TEST_CONTROL}/clock/advance`,
      `POST ${TEST_CONTROL}/jobs/:queue/run`,
    ]);
  });

  it('refuse a request through a proxy and one from another address with 403', async () => {
    const port = new URL(t.url).port;
    expect(await send(`http://127.0.0.1:${port}${TEST_CONTROL}/clock`)).toBe(200);
    expect(
      await send(`http://127.0.0.1:${port}${TEST_CONTROL}/clock`, {
        'x-forwarded-for': '203.0.113.7',
      }),
    ).toBe(403);
    if (external) expect(await send(`http://${external}:${port}${TEST_CONTROL}/clock`)).toBe(403);
  });

  it('refuse a negative or unbounded advance and an unknown queue, changing nothing', async () => {
    const control = serverControl(t.url);
    const before = await control.clock.now();
    for (const ms of [-1, 1.5, 400 * 86_400_000, 'soon']) {
      const res = await fetch(`${t.url}${TEST_CONTROL}/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      expect(res.status, String(ms)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('BAD_USER_INPUT');
    }
    expect((await control.clock.now()).getTime() - before.getTime()).toBeLessThan(60_000);
    const unknown = await fetch(`${t.url}${TEST_CONTROL}/jobs/no-such-queue/run`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
  });

  it('move the clock a time rule reads, and run a queue now on it', async () => {
    const control = serverControl(t.url);
    const user = await signUpUser(t);
    const surveyId = surveyIdOf(await createTestProject(t, user));
    await launchTestSurvey(t, surveyId, 'paused');
    const state = async () => {
      // A fresh token: the one of sign-up has expired once the clock moved on.
      const { accessToken } = await relogin(t, user);
      const r = await gqlOk<{ projectBySurveyId: { surveys: { state: string }[] } }>(
        t,
        'project',
        accessToken,
        `query S($surveyId: ID!) { projectBySurveyId(surveyId: $surveyId) { surveys { state } } }`,
        { surveyId },
      );
      return r.projectBySurveyId.surveys[0]?.state;
    };

    // Paused just now: the hourly auto-end, run now, leaves it paused.
    await control.jobs.runNow(END_LONG_PAUSED_QUEUE);
    expect(await state()).toBe('paused');

    // Eleven business days on (the rule ends a survey paused more than ten), the same job ends it.
    const now = await control.clock.now();
    const later = await control.clock.advance(addBusinessDays(now, 11).getTime() - now.getTime());
    expect(later.getTime()).toBeGreaterThanOrEqual(addBusinessDays(now, 11).getTime());
    expect(t.deps.clock().getTime()).toBeGreaterThanOrEqual(later.getTime());
    await control.jobs.runNow(END_LONG_PAUSED_QUEUE);
    expect(await state()).toBe('completed');
  });
});
