import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { installErrorHandler } from '../../http/errorHandler.ts';
import { DEFAULT_RESPONDENT_LIMITS, registerRespondentApi } from './respondent.routes.ts';

/** Issue 23 §3: respondent calls are limited per client, and unknown session ids cost nothing lasting. */
describe('respondent API limits', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  it('stops one client calling made-up session ids, and nobody else', async () => {
    const driver = respondentDriver(t);
    const app = Fastify();
    installErrorHandler(app, t.deps.reporter);
    const burst = 30;
    registerRespondentApi(app, driver.ctx, {
      ...DEFAULT_RESPONDENT_LIMITS,
      callsPerClientSecond: 0.01,
      callsPerClientBurst: burst,
    });
    await app.ready();
    const call = (remoteAddress: string, i: number) =>
      i % 2
        ? app.inject({ remoteAddress, url: `/v1/respondent/sessions/${randomUUID()}` })
        : app.inject({
            remoteAddress,
            method: 'POST',
            url: `/v1/respondent/sessions/${randomUUID()}/answers`,
            payload: { pageKey: 'entry:1', answer: null },
          });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < burst + 5; i++) statuses.push((await call('203.0.113.7', i)).statusCode);
      expect(statuses.slice(0, burst).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(burst).every((s) => s === 429)).toBe(true);
      // Another client is not affected; an IPv6 client counts per /64.
      expect((await call('203.0.113.8', 1)).statusCode).toBe(404);
      for (let i = 0; i < burst; i++) await call(`2001:db8:1:2::${i + 1}`, i);
      expect((await call('2001:db8:1:2::ffff', 1)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('keeps no bucket for an unknown session id, and limits a known one', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 10 });
    await purchaseOk(t, ann, surveyId);
    const driver = respondentDriver(t);
    // The same routes on a server of their own, to read what their limiters hold.
    const app = Fastify();
    installErrorHandler(app, t.deps.reporter);
    const perSession = 5;
    const limiters = registerRespondentApi(app, driver.ctx, {
      ...DEFAULT_RESPONDENT_LIMITS,
      callsPerSessionSecond: 0.01,
      callsPerSessionBurst: perSession,
    });
    await app.ready();
    try {
      for (let i = 0; i < 40; i++) {
        const id = randomUUID();
        expect((await app.inject({ url: `/v1/respondent/sessions/${id}` })).statusCode).toBe(404);
        const answered = await app.inject({
          method: 'POST',
          url: `/v1/respondent/sessions/${id}/answers`,
          payload: { pageKey: 'entry:1', answer: null },
        });
        expect(answered.statusCode).toBe(404);
      }
      expect(limiters.sessions.size).toBe(0);
      expect(limiters.clients.size).toBe(1);

      const view = await driver.start(surveyId, 'limited');
      const statuses: number[] = [];
      for (let i = 0; i <= perSession; i++) {
        statuses.push(
          (await app.inject({ url: `/v1/respondent/sessions/${view.sessionId}` })).statusCode,
        );
      }
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(limiters.sessions.size).toBe(1);
    } finally {
      await app.close();
    }
  });
});
