/**
 * The settings routes' rules: bad input refused with a typed error and nothing stored; private
 * targets refused when WEBHOOK_ALLOW_PRIVATE is off; the secret shown at creation and on reveal
 * only, and never in a log line (QUALITY.md R14), even while deliveries are signed with it.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpUser } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { createTestProject, launchTestSurvey, surveyIdOf } from '../../../test/projectHelpers.ts';
import { createTestWebhook, deliveryLogOf } from './testing/webhookClient.ts';
import { startWebhookReceiver } from './testing/webhookReceiver.ts';

describe('webhook settings', { timeout: 120_000 }, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    t = await startTestApp({ LOG_LEVEL: 'debug' }, { jobs: true, log });
  });
  afterAll(() => t.close());

  it('refuses bad input with a typed error and stores nothing', async () => {
    const ann = await signUpUser(t);
    const bad: unknown[] = [
      { url: 'ftp://example.com/hook', events: ['survey.launched'] },
      { url: 'not a url', events: ['survey.launched'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['survey.deleted'] },
      { url: 'https://example.com/hook', events: ['survey.launched'], secret: 'whsec_mine' },
    ];
    for (const body of bad) {
      const res = await api(t, 'webhooks', { token: ann.accessToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('BAD_USER_INPUT');
    }
    const other = await api(t, 'webhooks/not-a-uuid/deliveries', { token: ann.accessToken });
    expect(other.status).toBe(400);
    const unknown = await api(t, 'webhooks/5f0c5c3e-4d1a-4f0e-9d55-2c7d0b3f9a11', {
      token: ann.accessToken,
      method: 'PATCH',
      body: { enabled: false },
    });
    expect(unknown.status).toBe(404);
    const list = await api(t, 'webhooks', { token: ann.accessToken });
    expect(await list.json()).toEqual([]);
    expect((await api(t, 'webhooks')).status).toBe(401);
  });

  it('shows the secret at creation and on reveal only, and never logs it', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const bea = await signUpUser(t);
      const hook = await createTestWebhook(t, bea, receiver.url, ['survey.launched']);
      const listed = await (await api(t, 'webhooks', { token: bea.accessToken })).text();
      expect(listed).toContain(hook.id);
      expect(listed).not.toContain(hook.secret);
      const revealed = await api(t, `webhooks/${hook.id}/secret`, { token: bea.accessToken });
      expect(revealed.headers.get('cache-control')).toBe('no-store');
      expect(await revealed.json()).toEqual({ id: hook.id, secret: hook.secret });

      const surveyId = surveyIdOf(await createTestProject(t, bea));
      await launchTestSurvey(t, surveyId);
      await receiver.waitFor((r) => r.length === 1);
      // A failed attempt logs a warning: it must not carry the secret either.
      receiver.answer = 500;
      const [delivered] = await deliveryLogOf(t, bea, hook.id);
      await api(t, `webhooks/deliveries/${delivered?.id}/replay`, {
        token: bea.accessToken,
        method: 'POST',
      });
      await receiver.waitFor((r) => r.length === 2);
      await expect.poll(() => lines.join('\n')).toContain('webhook delivery failed');
      const key = hook.secret.slice('whsec_'.length);
      expect(lines.join('\n')).not.toContain(key);
      expect(lines.join('\n')).not.toContain(receiver.received[0]?.headers['webhook-signature']);
    } finally {
      await receiver.close();
    }
  });

  it('toggles and deletes a subscription', async () => {
    const cat = await signUpUser(t);
    const hook = await createTestWebhook(t, cat, 'https://example.com/hook', ['export.ready']);
    const off = await api(t, `webhooks/${hook.id}`, {
      token: cat.accessToken,
      method: 'PATCH',
      body: { enabled: false },
    });
    expect(await off.json()).toMatchObject({ id: hook.id, enabled: false });
    const gone = await api(t, `webhooks/${hook.id}`, { token: cat.accessToken, method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(await (await api(t, 'webhooks', { token: cat.accessToken })).json()).toEqual([]);
  });
});

describe('webhook targets with WEBHOOK_ALLOW_PRIVATE=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'false' });
  });
  afterAll(() => t.close());

  it('refuses loopback, private and link-local addresses', async () => {
    const dan = await signUpUser(t);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
    ]) {
      const res = await api(t, 'webhooks', {
        token: dan.accessToken,
        body: { url, events: ['survey.launched'] },
      });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /cannot receive webhooks/,
      );
    }
    expect(await (await api(t, 'webhooks', { token: dan.accessToken })).json()).toEqual([]);
  });
});
