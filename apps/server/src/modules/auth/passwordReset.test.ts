import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  linkTokenFor,
  outbox,
  refreshCookieOf,
  signUpUser,
  uniqueEmail,
  type SignedUpUser,
} from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const HOUR = 3_600_000;

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'https://dash.example.com' });
  });
  // Every test starts in a fresh throttling window (5 requests an hour per IP).
  beforeEach(() => t.advance(HOUR + 1000));
  afterAll(() => t.close());

  const requestReset = (emailAddress: string) =>
    api(t, 'request-reset-password', { body: { emailAddress } });
  const valid = (resetPasswordId: string) =>
    api(t, 'valid-reset-password', { body: { resetPasswordId } });
  const reset = (resetPasswordId: string, password: string) =>
    api(t, 'reset-password', { body: { resetPasswordId, password } });
  const login = (user: SignedUpUser, password: string) =>
    api(t, 'login', { body: { emailAddress: user.email, password } });

  async function resetLinkFor(user: SignedUpUser): Promise<string> {
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'sent' });
    return linkTokenFor(t, user.email, 'reset');
  }

  it('e-mails a link; the new password logs in, the old one no longer does', async () => {
    const user = await signUpUser(t);
    const rid = await resetLinkFor(user);
    const [mail] = await outbox(t);
    expect(mail?.text).toContain('https://dash.example.com/reset-password?rid=');
    expect(await (await valid(rid)).json()).toEqual({ valid: true });

    const res = await reset(rid, 'my brand new password');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { emailAddress: string; accessToken: string };
    expect(body.emailAddress).toBe(user.email);
    expect(refreshCookieOf(res)).toBeDefined();
    expect((await api(t, `account/${user.accountId}`, { token: body.accessToken })).status).toBe(
      200,
    );

    expect((await login(user, user.password)).status).toBe(401);
    expect((await login(user, 'my brand new password')).status).toBe(200);
  });

  it('answers 404 "User not found" for an unknown e-mail', async () => {
    const res = await requestReset(uniqueEmail('unknown'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'NOT_FOUND', message: 'User not found' });
  });

  it('ends every other session: refresh tokens and earlier access tokens stop working', async () => {
    const user = await signUpUser(t);
    const laptop = await login(user, user.password);
    const laptopCookie = refreshCookieOf(laptop);
    const rid = await resetLinkFor(user);
    const res = await reset(rid, 'my brand new password');
    expect(res.status).toBe(200);

    expect((await api(t, 'refresh_token', { cookie: user.cookie })).status).toBe(401);
    expect((await api(t, 'refresh_token', { cookie: laptopCookie })).status).toBe(401);
    expect((await api(t, `account/${user.accountId}`, { token: user.accessToken })).status).toBe(
      401,
    );
    // The session the reset started is the one that works.
    expect((await api(t, 'refresh_token', { cookie: refreshCookieOf(res) })).status).toBe(200);
  });

  it('works once', async () => {
    const user = await signUpUser(t);
    const rid = await resetLinkFor(user);
    expect((await reset(rid, 'my brand new password')).status).toBe(200);
    const again = await reset(rid, 'yet another password');
    expect(again.status).toBe(404);
    expect((await valid(rid)).status).toBe(404);
  });

  it('expires after 60 minutes with 410', async () => {
    const user = await signUpUser(t);
    const rid = await resetLinkFor(user);
    t.advance(59 * 60_000);
    expect((await valid(rid)).status).toBe(200);
    t.advance(2 * 60_000);
    expect((await valid(rid)).status).toBe(410);
    const late = await reset(rid, 'my brand new password');
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: 'GONE' });
  });

  it('a newer request invalidates the older link', async () => {
    const user = await signUpUser(t);
    const older = await resetLinkFor(user);
    const newer = await resetLinkFor(user);
    expect(newer).not.toBe(older);
    expect((await valid(older)).status).toBe(404);
    expect((await valid(newer)).status).toBe(200);
  });

  it('refuses the current or an earlier password, and the link stays usable', async () => {
    const user = await signUpUser(t, { password: 'the original password' });
    let rid = await resetLinkFor(user);
    const same = await reset(rid, 'the original password');
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: 'PasswordHistoryError: this password was used before.',
    });
    expect((await reset(rid, 'the second password')).status).toBe(200);

    t.advance(HOUR + 1000);
    rid = await resetLinkFor(user);
    const earlier = await reset(rid, 'the original password');
    expect(await earlier.json()).toMatchObject({
      message: expect.stringContaining('PasswordHistoryError'),
    });
    expect((await valid(rid)).status).toBe(200);
    expect((await reset(rid, 'the third password')).status).toBe(200);
  });

  it('applies the password policy', async () => {
    const user = await signUpUser(t);
    const rid = await resetLinkFor(user);
    const weak = await reset(rid, 'qwerty123');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      message: 'This password is too common. Choose something harder to guess.',
    });
    expect((await valid(rid)).status).toBe(200);
  });

  it('refuses malformed input with 400', async () => {
    expect((await api(t, 'request-reset-password', { body: {} })).status).toBe(400);
    expect(
      (await api(t, 'request-reset-password', { body: { emailAddress: 'x'.repeat(2000) } })).status,
    ).toBe(400);
    expect((await api(t, 'valid-reset-password', { body: { resetPasswordId: 12 } })).status).toBe(
      400,
    );
    expect(
      (await api(t, 'valid-reset-password', { body: { resetPasswordId: 'x'.repeat(300) } })).status,
    ).toBe(400);
    expect((await api(t, 'reset-password', { body: { resetPasswordId: 'abc' } })).status).toBe(400);
    expect((await valid('no-such-token')).status).toBe(404);
    expect(t.reported).toEqual([]);
  });
});

describe('password reset throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const requestReset = (emailAddress: string) =>
    api(t, 'request-reset-password', { body: { emailAddress } });

  it('allows 5 requests an hour per e-mail', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 5; i++) expect((await requestReset(user.email)).status).toBe(200);
    const blocked = await requestReset(user.email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const mails = (await (await fetch(`${t.url}/dev/outbox.json`)).json()) as {
      to: string;
      subject: string;
    }[];
    expect(
      mails.filter((m) => m.to === user.email && m.subject === 'Reset your password'),
    ).toHaveLength(5);
    t.advance(HOUR + 1000);
    expect((await requestReset(user.email)).status).toBe(200);
  });

  it('allows 5 requests an hour per IP, whatever the addresses (probing included)', async () => {
    t.advance(HOUR + 1000);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => requestReset(uniqueEmail('probe')).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
    let served = statuses.filter((s) => s === 404).length;
    // However the burst interleaved, exactly 5 requests are served in the hour.
    for (;;) {
      const status = (await requestReset(uniqueEmail('probe'))).status;
      if (status === 429) break;
      served += 1;
    }
    expect(served).toBe(5);
    const user = await signUpUser(t);
    expect((await requestReset(user.email)).status).toBe(429);
  });
});
