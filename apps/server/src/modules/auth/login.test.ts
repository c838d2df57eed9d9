import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, refreshCookieOf, signUpUser, uniqueEmail } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the e-mail and an access token, and sets a hardened refresh cookie', async () => {
    const user = await signUpUser(t);
    const res = await api(t, 'login', {
      body: { emailAddress: `  ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'emailAddress']);
    expect(body.emailAddress).toBe(user.email);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/v1\/dashboard\/api\/v1\.0\//);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    // APP_URL is plain http in tests, so the cookie must still be sent back.
    expect(setCookie).not.toMatch(/Secure/i);
    const [, value] = (refreshCookieOf(res) ?? '').split('=');
    expect(Buffer.from(value ?? '', 'base64url').length).toBe(32);

    const me = await api(t, `user?emailAddress=${encodeURIComponent(user.email)}`, {
      token: body.accessToken as string,
    });
    expect(await me.json()).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('marks the refresh cookie Secure when the app is served over https', async () => {
    const secure = await startTestApp({ APP_URL: 'https://dash.example.com' });
    try {
      const user = await signUpUser(secure);
      const res = await api(secure, 'login', {
        body: { emailAddress: user.email, password: user.password },
      });
      expect(res.headers.getSetCookie().join()).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('answers 401 for a wrong password and 404 for an unknown e-mail, distinctly', async () => {
    const user = await signUpUser(t);
    const wrong = await api(t, 'login', {
      body: { emailAddress: user.email, password: 'not my password' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect(refreshCookieOf(wrong)).toBeUndefined();

    const unknown = await api(t, 'login', {
      body: { emailAddress: uniqueEmail('nobody'), password: 'whatever it is' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('refuses a user whose sign-up is still pending (no password yet)', async () => {
    const email = uniqueEmail('pending');
    await api(t, 'request/access', {
      body: { firstName: 'P', lastName: 'Q', emailAddress: email, accountName: 'Pending Ltd' },
    });
    const res = await api(t, 'login', {
      body: { emailAddress: email, password: 'anything at all' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses hostile bodies with 400, never 500', async () => {
    for (const body of [
      {},
      { emailAddress: 'a@b.co' },
      { emailAddress: ['a@b.co'], password: 'x' },
      { emailAddress: 'a@b.co', password: { $ne: '' } },
      { emailAddress: `${'a'.repeat(300)}@b.co`, password: 'x' },
      { emailAddress: 'a@b.co', password: 'x'.repeat(5000) },
      null,
      'just a string',
    ]) {
      const res = await api(t, 'login', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const notJson = await fetch(`${t.url}/v1/dashboard/api/v1.0/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"emailAddress":',
    });
    expect(notJson.status).toBe(400);
    expect(t.reported).toEqual([]);
  });
});

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const attempt = (emailAddress: string, password: string) =>
    api(t, 'login', { body: { emailAddress, password } });

  it('allows 10 failures in 15 minutes, then answers 429 even to the right password', async () => {
    const user = await signUpUser(t);
    const other = await signUpUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(user.email, `wrong password ${i}`)).status).toBe(401);
    }
    const blocked = await attempt(user.email, 'wrong password again');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const right = await attempt(user.email, user.password);
    expect(right.status).toBe(429);
    // A client cannot pick another IP through X-Forwarded-For (no proxy is trusted here).
    const spoofed = await api(t, 'login', {
      body: { emailAddress: user.email, password: user.password },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);
    expect(refreshCookieOf(right)).toBeUndefined();

    // Another e-mail from the same address is not affected.
    expect((await attempt(other.email, other.password)).status).toBe(200);

    t.advance(15 * 60_000 + 1000);
    expect((await attempt(user.email, user.password)).status).toBe(200);
  });

  it('holds the limit under a burst of parallel attempts', async () => {
    const user = await signUpUser(t);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(user.email, `burst password ${i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    let failures = statuses.filter((s) => s === 401).length;
    expect(failures).toBeLessThanOrEqual(10);
    // Whatever the interleaving, exactly 10 wrong guesses are evaluated before the lock-out.
    for (;;) {
      const status = (await attempt(user.email, `sequential guess ${failures}`)).status;
      if (status === 429) break;
      expect(status).toBe(401);
      failures += 1;
    }
    expect(failures).toBe(10);
    expect((await attempt(user.email, user.password)).status).toBe(429);
  });

  it('counts attempts on unknown e-mails too', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) expect((await attempt(ghost, 'some password')).status).toBe(404);
    expect((await attempt(ghost, 'some password')).status).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await signUpUser(t);
    for (let i = 0; i < 9; i++) await attempt(user.email, `wrong password ${i}`);
    expect((await attempt(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(user.email, `wrong again ${i}`)).status).toBe(401);
    }
    expect((await attempt(user.email, 'wrong once more')).status).toBe(429);
  });
});
